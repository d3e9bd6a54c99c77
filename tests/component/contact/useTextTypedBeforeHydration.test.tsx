import { act, type RefCallback } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTextTypedBeforeHydration } from '@/components/contact/useTextTypedBeforeHydration';

// What a visitor typed into the server's text area before React hydrated it
// (components/contact/useTextTypedBeforeHydration.ts), with React's own hydration in jsdom.

function Message({ written, register, keep }: { written: string; register: RefCallback<HTMLTextAreaElement>; keep: boolean }) {
  const kept = useTextTypedBeforeHydration('message', register);
  return <textarea id="message" name="message" defaultValue={written} ref={keep ? kept : register} />;
}

const roots: Root[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) act(() => root.unmount());
  document.body.innerHTML = '';
});

/** The server's HTML of the field, typed into as the visitor did (`typed`, or nothing), then hydrated. */
async function hydrated({ written, typed, keep = true }: { written: string; typed?: string; keep?: boolean }) {
  const register = vi.fn<RefCallback<HTMLTextAreaElement>>();
  const props = { written, register, keep };
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Message {...props} />);
  document.body.append(container);
  const textarea = container.querySelector('textarea')!;
  if (typed !== undefined) textarea.value = typed;
  await act(async () => {
    roots.push(hydrateRoot(container, <Message {...props} />));
  });
  return { textarea, register, valueSeenByRegistration: register.mock.calls.find(([element]) => element)?.[0]?.value };
}

describe('text typed before hydration', () => {
  it('is what React’s hydration leaves in a text area the server wrote a text into', async () => {
    const { textarea } = await hydrated({ written: 'Wir brauchen 50.000 Stück.', typed: 'Wir brauchen 80.000 Stück.' });
    expect(textarea.value).toBe('Wir brauchen 80.000 Stück.');
  });

  it('is lost without the hook: React sets the value back to the server’s text (what the hook is there for)', async () => {
    const { textarea } = await hydrated({ written: 'Wir brauchen 50.000 Stück.', typed: 'Wir brauchen 80.000 Stück.', keep: false });
    expect(textarea.value).toBe('Wir brauchen 50.000 Stück.');
  });

  it('is there when the registration reads the field, which then differs from the server’s text (edited before the form was ready)', async () => {
    const { textarea, valueSeenByRegistration } = await hydrated({ written: 'Erste Fassung', typed: 'Zweite Fassung' });
    expect(valueSeenByRegistration).toBe('Zweite Fassung');
    expect(textarea.defaultValue).toBe('Erste Fassung');
  });

  it('leaves an untouched field as the server wrote it', async () => {
    expect((await hydrated({ written: 'Erste Fassung' })).textarea.value).toBe('Erste Fassung');
  });

  it('leaves what was typed into an empty field', async () => {
    expect((await hydrated({ written: '', typed: 'Neu' })).textarea.value).toBe('Neu');
  });

  it('is put back once: what the visitor types after hydration stays when the field is rendered again', async () => {
    const { textarea, register } = await hydrated({ written: 'Erste Fassung', typed: 'Zweite Fassung' });
    textarea.value = 'Dritte Fassung';
    const root = roots[0]!;
    // A render with a new registration (react-hook-form's `register` gives a new ref each render) attaches the element again.
    act(() => root.render(<Message written="Erste Fassung" register={vi.fn()} keep />));
    expect(textarea.value).toBe('Dritte Fassung');
    expect(register).toHaveBeenCalled();
  });
});
