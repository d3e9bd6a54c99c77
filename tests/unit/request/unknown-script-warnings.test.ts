import { afterAll, afterEach, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { rememberedPaths, warnOfUnknownScript } from '@/lib/request/unknown-script-warnings';

/** The warning of page-policy.ts about an inline script it did not approve (the page's side: page-policy.test.ts). */
let warn: MockInstance<typeof console.warn>;
beforeAll(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockClear());
afterAll(() => warn.mockRestore());

describe('warnOfUnknownScript', () => {
  it("logs the path and the script's first 80 characters on one line, control characters escaped", () => {
    const script = `\u001b[2Jalert(1)\r\n\u2028${'x'.repeat(100)}`;
    warnOfUnknownScript('/kontakt/\n[policy] gefälscht', script);
    expect(warn.mock.calls).toEqual([
      [`[policy] an inline script of unknown form on /kontakt/\\n[policy] gefälscht was not approved: \\u001b[2Jalert(1)\\r\\n\\u2028${'x'.repeat(65)}`],
    ]);
  });

  it('logs a path once, whatever script comes later', () => {
    warnOfUnknownScript('/karriere/', 'alert(1)');
    warnOfUnknownScript('/karriere/', 'alert(2)');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it(`remembers ${rememberedPaths} paths at most: beyond, one line says no further path is logged`, () => {
    // Two paths were logged by the tests before.
    for (let index = 0; index < rememberedPaths + 10; index++) warnOfUnknownScript(`/news/seite-${index}/`, 'alert(1)');
    expect(warn).toHaveBeenCalledTimes(rememberedPaths - 2 + 1);
    expect(warn.mock.calls.slice(-2)).toEqual([
      [`[policy] an inline script of unknown form on /news/seite-${rememberedPaths - 3}/ was not approved: alert(1)`],
      [`[policy] inline scripts of unknown form were not approved on ${rememberedPaths} paths: no further path is logged until the process restarts`],
    ]);
    warnOfUnknownScript('/jobs/', 'alert(1)');
    warnOfUnknownScript('/karriere/', 'alert(1)');
    expect(warn).toHaveBeenCalledTimes(rememberedPaths - 2 + 1);
  });
});
