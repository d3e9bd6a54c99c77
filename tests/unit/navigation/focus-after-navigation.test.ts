import { describe, expect, it } from 'vitest';
import { focusAfterNavigation } from '@/lib/navigation/focus-after-navigation';

const linkToPage = { isFirstPage: false, isAnotherPage: true, hasHashTarget: false };

describe('focus after the app shows another page', () => {
  it('goes to the new page’s main heading', () => {
    expect(focusAfterNavigation(linkToPage)).toBe('heading');
  });

  it('goes to the hash target when the address names one', () => {
    expect(focusAfterNavigation({ ...linkToPage, hasHashTarget: true })).toBe('hashTarget');
  });

  it('stays on the first page load and when the same page only changed its address', () => {
    expect(focusAfterNavigation({ ...linkToPage, isFirstPage: true })).toBe('keep');
    expect(focusAfterNavigation({ ...linkToPage, isAnotherPage: false })).toBe('keep');
    expect(focusAfterNavigation({ ...linkToPage, isAnotherPage: false, hasHashTarget: true })).toBe('keep');
  });
});
