import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferUntilReached } from '@/components/contact/enquiry-form-code';

// The watch that loads the contact form's code when the visitor reaches for the form
// (components/contact/enquiry-form-code.ts), on a page like the form's server HTML.
function page() {
  document.body.innerHTML = `
    <main><h1>Kontakt</h1><a href="#x" id="elsewhere">elsewhere</a></main>
    <section id="enquiry"><form action="/kontakt/" method="post">
      <input id="subject" name="subject" value="">
      <button type="button" id="next">Weiter</button>
      <button type="submit" id="send" hidden>Senden</button>
    </form></section>`;
  const get = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
  return { subject: get<HTMLInputElement>('subject'), next: get('next'), send: get('send'), form: document.querySelector('form')!, elsewhere: get('elsewhere') };
}

/** A load the test settles. */
function manualLoad() {
  const loads: { resolve: (value: string) => void; reject: (error: Error) => void }[] = [];
  const load = vi.fn(() => new Promise<string>((resolve, reject) => loads.push({ resolve, reject })));
  return { load, loads };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const watches: { hydrated(): void }[] = [];
afterEach(() => {
  for (const watch of watches.splice(0)) watch.hydrated();
  document.body.innerHTML = '';
});

function watch(load: () => Promise<string>) {
  const deferred = deferUntilReached('enquiry', load);
  watches.push(deferred);
  return deferred;
}

describe('the contact form’s code', () => {
  it('is not loaded by what happens elsewhere on the page, and loaded once on the first intent in the form', () => {
    const { subject, elsewhere } = page();
    const { load } = manualLoad();
    watch(load);
    elsewhere.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    elsewhere.focus();
    elsewhere.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
    expect(load).not.toHaveBeenCalled();

    subject.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    subject.focus();
    subject.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  for (const [name, intent] of [
    ['focus', (subject: HTMLElement) => subject.focus()],
    ['a key', (subject: HTMLElement) => subject.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }))],
    ['a finger', (subject: HTMLElement) => subject.dispatchEvent(new Event('touchstart', { bubbles: true }))],
  ] as const) {
    it(`loads on ${name} in the form`, () => {
      const { subject } = page();
      const { load } = manualLoad();
      watch(load);
      intent(subject);
      expect(load).toHaveBeenCalledTimes(1);
    });
  }

  it('loads at once when the focus is in the form before the watch begins, or a field holds what the visitor typed', () => {
    const first = page();
    first.subject.focus();
    const focused = manualLoad();
    watch(focused.load);
    expect(focused.load).toHaveBeenCalledTimes(1);

    const second = page();
    second.subject.value = 'Angebot';
    const typed = manualLoad();
    watch(typed.load);
    expect(typed.load).toHaveBeenCalledTimes(1);
  });

  it('loads on a mouse over the form, not on a pen’s or a finger’s hover', () => {
    const { subject } = page();
    const { load } = manualLoad();
    watch(load);
    subject.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'touch' }));
    expect(load).not.toHaveBeenCalled();
    subject.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('resolves with the code and clicks again, once hydrated, the button clicked before it came', async () => {
    const { next } = page();
    const { load, loads } = manualLoad();
    const deferred = watch(load);
    const clicks = vi.fn();
    next.click();
    expect(load).toHaveBeenCalledTimes(1);
    loads[0]!.resolve('code');
    await expect(deferred.code).resolves.toBe('code');
    // The form's own listener, as React's once hydrated.
    next.addEventListener('click', clicks);
    deferred.hydrated();
    expect(clicks).toHaveBeenCalledTimes(1);
    // Once: a later click is React's alone.
    next.click();
    expect(clicks).toHaveBeenCalledTimes(2);
  });

  it('keeps a click on the send button from posting the page before the code came, and clicks it again once hydrated', async () => {
    const { send, form } = page();
    const { load, loads } = manualLoad();
    const deferred = watch(load);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    send.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    loads[0]!.resolve('code');
    await deferred.code;
    // The form's own handler, as React's once hydrated.
    const submissions = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', submissions);
    deferred.hydrated();
    expect(submissions).toHaveBeenCalledTimes(1);
  });

  it('keeps a submission (Enter in a field) from posting the page before the code came, and submits again once hydrated', async () => {
    const { form } = page();
    const { load, loads } = manualLoad();
    const deferred = watch(load);
    const submitted = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submitted);
    expect(submitted.defaultPrevented).toBe(true);
    const requestSubmit = vi.spyOn(form, 'requestSubmit').mockImplementation(() => {});
    loads[0]!.resolve('code');
    await deferred.code;
    deferred.hydrated();
    expect(requestSubmit).toHaveBeenCalledTimes(1);
  });

  it('leaves clicks and submissions alone once the code has come (React hydrates the form on them itself)', async () => {
    const { next, form } = page();
    const { load, loads } = manualLoad();
    const deferred = watch(load);
    deferred.loadNow();
    loads[0]!.resolve('code');
    await deferred.code;
    next.click();
    const clicks = vi.fn();
    next.addEventListener('click', clicks);
    deferred.hydrated();
    expect(clicks).not.toHaveBeenCalled();
    const submitted = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submitted);
    expect(submitted.defaultPrevented).toBe(false);
  });

  it('reports a failed load the visitor waits for, forgets the click, and tries again on the next intent', async () => {
    const { subject, next } = page();
    const { load, loads } = manualLoad();
    const deferred = watch(load);
    const unavailable = vi.fn();
    deferred.subscribe(unavailable);

    // Failed while nobody waits for it: nothing to say.
    subject.focus();
    loads[0]!.reject(new Error('ChunkLoadError'));
    await flush();
    expect(unavailable).not.toHaveBeenCalled();

    next.click();
    expect(load).toHaveBeenCalledTimes(2);
    loads[1]!.reject(new Error('ChunkLoadError'));
    await flush();
    expect(unavailable).toHaveBeenCalledTimes(1);
    expect(deferred.failures).toBe(1);

    subject.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(load).toHaveBeenCalledTimes(3);
    loads[2]!.resolve('code');
    await expect(deferred.code).resolves.toBe('code');
    expect(deferred.arrived).toBe(true);
    expect(unavailable).toHaveBeenCalledTimes(2);
    const clicks = vi.fn();
    next.addEventListener('click', clicks);
    deferred.hydrated();
    expect(clicks).not.toHaveBeenCalled();
  });

  it('loads at once when asked (the form rendered anew by a client-side navigation)', () => {
    page();
    const { load } = manualLoad();
    watch(load).loadNow();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
