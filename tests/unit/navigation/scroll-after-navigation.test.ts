import { describe, expect, it } from 'vitest';
import { scrollAfterNavigation } from '@/lib/navigation/scroll-after-navigation';

const linkToPage = { isFirstPage: false, isHistoryNavigation: false, hasHashTarget: false, routeScrollsToTop: true };

describe('scrolling after the app shows another page', () => {
  it('goes to the top of a new page', () => {
    expect(scrollAfterNavigation(linkToPage)).toBe('top');
  });

  it('keeps the position when the route opts out', () => {
    expect(scrollAfterNavigation({ ...linkToPage, routeScrollsToTop: false })).toBe('keep');
  });

  it('brings a hash target into view, also on a route that opts out', () => {
    expect(scrollAfterNavigation({ ...linkToPage, hasHashTarget: true })).toBe('hashTarget');
    expect(scrollAfterNavigation({ ...linkToPage, hasHashTarget: true, routeScrollsToTop: false })).toBe('hashTarget');
  });

  it('leaves back, forward and the first page load to the browser', () => {
    expect(scrollAfterNavigation({ ...linkToPage, isHistoryNavigation: true })).toBe('keep');
    expect(scrollAfterNavigation({ ...linkToPage, isFirstPage: true, hasHashTarget: true })).toBe('keep');
  });
});
