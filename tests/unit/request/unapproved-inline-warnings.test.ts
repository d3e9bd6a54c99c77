import { afterAll, afterEach, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { rememberedPaths, warnOfUnapprovedInline } from '@/lib/request/unapproved-inline-warnings';

/** The warning of page-policy.ts about an inline script or style element it did not approve (the page's side: page-policy.test.ts). */
let warn: MockInstance<typeof console.warn>;
beforeAll(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockClear());
afterAll(() => warn.mockRestore());

describe('warnOfUnapprovedInline', () => {
  it("logs the path and the script's first 80 characters on one line, control characters escaped", () => {
    const script = `\u001b[2Jalert(1)\r\n\u2028${'x'.repeat(100)}`;
    warnOfUnapprovedInline('/kontakt/\n[policy] gefälscht', 'script', script);
    expect(warn.mock.calls).toEqual([
      [`[policy] an inline script of unknown form on /kontakt/\\n[policy] gefälscht was not approved: \\u001b[2Jalert(1)\\r\\n\\u2028${'x'.repeat(65)}`],
    ]);
  });

  it('logs a path once, whatever script or style element comes later', () => {
    warnOfUnapprovedInline('/karriere/', 'script', 'alert(1)');
    warnOfUnapprovedInline('/karriere/', 'script', 'alert(2)');
    warnOfUnapprovedInline('/karriere/', 'style element', 'body { display: none }');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('names a style element as such', () => {
    warnOfUnapprovedInline('/downloads/', 'style element', 'body { display: none }');
    expect(warn.mock.calls).toEqual([['[policy] an inline style element of unknown form on /downloads/ was not approved: body { display: none }']]);
  });

  it(`remembers ${rememberedPaths} paths at most: beyond, one line says no further path is logged`, () => {
    // Three paths were logged by the tests before.
    for (let index = 0; index < rememberedPaths + 10; index++) warnOfUnapprovedInline(`/news/seite-${index}/`, 'script', 'alert(1)');
    expect(warn).toHaveBeenCalledTimes(rememberedPaths - 3 + 1);
    expect(warn.mock.calls.slice(-2)).toEqual([
      [`[policy] an inline script of unknown form on /news/seite-${rememberedPaths - 4}/ was not approved: alert(1)`],
      [`[policy] inline scripts or style elements of unknown form were not approved on ${rememberedPaths} paths: no further path is logged until the process restarts`],
    ]);
    warnOfUnapprovedInline('/jobs/', 'script', 'alert(1)');
    warnOfUnapprovedInline('/karriere/', 'script', 'alert(1)');
    expect(warn).toHaveBeenCalledTimes(rememberedPaths - 3 + 1);
  });
});
