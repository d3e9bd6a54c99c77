// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { holdsUnsentInput } from '@/lib/browser/unsent-input';

beforeEach(() => {
  document.body.innerHTML = `
    <form>
      <input type="hidden" name="locale" value="de">
      <input name="subject" value="">
      <textarea name="message">Vorgabe</textarea>
      <input type="checkbox" name="privacyConsent">
      <select name="topic"><option selected>a</option><option>b</option></select>
      <button type="submit">Senden</button>
    </form>`;
});

const field = <T extends Element>(name: string) => document.querySelector<T & Element>(`[name="${name}"]`)!;

describe('unsent input in a form', () => {
  it('is none on a page as it came', () => {
    expect(holdsUnsentInput(document)).toBe(false);
  });

  it.each([
    ['a typed text', () => (field<HTMLInputElement>('subject').value = 'Angebot')],
    ['a changed text area', () => (field<HTMLTextAreaElement>('message').value = 'Neu')],
    ['a ticked box', () => (field<HTMLInputElement>('privacyConsent').checked = true)],
    ['another choice', () => (field<HTMLSelectElement>('topic').selectedIndex = 1)],
  ])('is %s', (_case, change) => {
    change();
    expect(holdsUnsentInput(document)).toBe(true);
  });

  it('is not a hidden field a script changed', () => {
    field<HTMLInputElement>('locale').value = 'en';
    expect(holdsUnsentInput(document)).toBe(false);
  });
});
