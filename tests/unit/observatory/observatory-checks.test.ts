import { describe, expect, it } from 'vitest';
import {
  gradeForScore,
  OBSERVATORY_ORIGIN,
  observatoryScan,
  parseCsp,
  type Answer,
  type HeaderLine,
  type Scan,
  type TestName,
} from '@/tests/e2e/observatory/observatory-checks';

/**
 * The port against the Observatory's behaviour: the site's own answers first, then the cases of
 * mdn/mdn-http-observatory's test/*.test.js, answer for answer (their `emptyRequests()`: an HTML page at
 * https://mozilla.org/, reached from http://mozilla.org/ by a redirect, no other header).
 */

type Headers = Record<string, string | string[]>;

function lines(headers: Headers): HeaderLine[] {
  return Object.entries(headers).flatMap(([name, value]) => (Array.isArray(value) ? value : [value]).map((line) => [name, line] as const));
}

function answer(url: string, status: number, headers: Headers = {}, body?: string): Answer {
  return { url, status, headers: lines(headers), body };
}

function redirect(from: string, to: string): Answer {
  return answer(from, 301, { location: to });
}

interface Options {
  headers?: Headers;
  body?: string;
  /** The URL of the page, where the HTTPS chain ends. */
  page?: string;
  httpChain?: Answer[];
  httpsChain?: Answer[];
  corsPreflight?: Answer | null;
  certificateVerified?: boolean;
}

/** The Observatory's `emptyRequests()`, with the page's headers and body given. */
function scanOf(options: Options = {}): Scan {
  const { headers = {}, body, page = 'https://mozilla.org/', httpChain, httpsChain, corsPreflight = null, certificateVerified = true } = options;
  const pageAnswer = answer(page, 200, { 'content-type': 'text/html', ...headers }, body);
  return {
    httpChain: httpChain ?? [redirect('http://mozilla.org/', page), pageAnswer],
    httpsChain: httpsChain ?? [pageAnswer],
    corsPreflight,
    certificateVerified,
  };
}

/** A site that answers plain HTTP only. */
function plainHttpOnly(page: Answer): Scan {
  return { httpChain: [page], httpsChain: [], corsPreflight: null, certificateVerified: true };
}

function test(scan: Scan, name: TestName) {
  const found = observatoryScan(scan).tests.find((entry) => entry.name === name);
  if (!found) throw new Error(`no test ${name}`);
  return found;
}

function resultOf(scan: Scan, name: TestName) {
  const { result, pass } = test(scan, name);
  return { result, pass };
}

const csp = (policy: string, options: Options = {}) =>
  resultOf(scanOf({ ...options, headers: { ...options.headers, 'content-security-policy': policy } }), 'content-security-policy');

// ---------------------------------------------------------------------------------------------------

const HASH = `'sha256-${'A'.repeat(43)}='`;
const SITE_POLICY =
  `default-src 'self'; script-src 'self' ${HASH}; style-src 'self'; style-src-attr 'unsafe-inline'; img-src 'self'; ` +
  "media-src 'self'; font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; " +
  "frame-ancestors 'none'; upgrade-insecure-requests";
const SITE_HEADERS: Headers = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': SITE_POLICY,
  'strict-transport-security': 'max-age=31536000',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), geolocation=()',
  'set-cookie': 'NEXT_LOCALE=de; Path=/; Secure; SameSite=Lax',
};
const SITE_BODY =
  '<!DOCTYPE html><html lang="de"><head><script src="/_next/static/chunks/webpack-1a2b.js" async=""></script></head>' +
  '<body><main>…</main><script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>';

interface FrontDoor {
  headers?: Headers;
  /** Headers of the site left out. */
  without?: string[];
  body?: string;
  httpChain?: Answer[];
  certificateVerified?: boolean;
}

function sitePage(url: string, { headers = {}, without = [], body = SITE_BODY }: FrontDoor = {}): Answer {
  const kept = Object.entries(SITE_HEADERS).filter(([name]) => !without.includes(name));
  return answer(url, 200, { ...Object.fromEntries(kept), ...headers }, body);
}

/** The front door as items 1 and 2 of the issue build it: plain HTTP 301 to HTTPS, the page with its headers. */
function frontDoor(options: FrontDoor = {}): Scan {
  const page = sitePage('https://localhost:8443/', options);
  return {
    httpChain: options.httpChain ?? [redirect('http://localhost:8080/', page.url), page],
    httpsChain: [page],
    corsPreflight: answer(page.url, 204),
    certificateVerified: options.certificateVerified ?? true,
  };
}

const UNSAFE_INLINE_POLICY = SITE_POLICY.replace(`script-src 'self' ${HASH}`, "script-src 'self' 'unsafe-inline'");

describe("the grade of the site's answers at the front door", () => {
  it('is A+ with the intended policy: no penalty, and the bonuses of the policy, framing via CSP, Referrer-Policy and the cookie', () => {
    const report = observatoryScan(frontDoor());
    expect(report.tests.map(({ name, result, scoreModifier }) => [name, result, scoreModifier])).toEqual([
      ['content-security-policy', 'csp-implemented-with-no-unsafe', 5],
      ['cookies', 'cookies-secure-with-httponly-sessions-and-samesite', 5],
      ['cross-origin-resource-sharing', 'cross-origin-resource-sharing-not-implemented', 0],
      ['redirection', 'redirection-to-https', 0],
      ['referrer-policy', 'referrer-policy-private', 5],
      ['strict-transport-security', 'hsts-implemented-max-age-at-least-six-months', 0],
      ['subresource-integrity', 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin', 0],
      ['x-content-type-options', 'x-content-type-options-nosniff', 0],
      ['x-frame-options', 'x-frame-options-implemented-via-csp', 5],
      ['cross-origin-resource-policy', 'corp-not-implemented', 0],
    ]);
    expect(report.tests.every((entry) => entry.pass)).toBe(true);
    expect(report).toMatchObject({ score: 120, grade: 'A+' });
  });

  it("costs 20 with script-src 'self' 'unsafe-inline', and the A+ with them", () => {
    const scan = frontDoor({ headers: { 'content-security-policy': UNSAFE_INLINE_POLICY } });
    expect(test(scan, 'content-security-policy')).toMatchObject({ result: 'csp-implemented-with-unsafe-inline', scoreModifier: -20, pass: false });
    // Below 90 before bonuses, the bonuses do not count.
    expect(observatoryScan(scan)).toMatchObject({ score: 80, grade: 'B+' });
  });

  it("keeps 'unsafe-inline' harmless beside a hash, and costs the CSP bonus only when style-src allows it", () => {
    const withInline = SITE_POLICY.replace(`script-src 'self' ${HASH}`, `script-src 'self' ${HASH} 'unsafe-inline'`);
    const hashAndInline = test(frontDoor({ headers: { 'content-security-policy': withInline } }), 'content-security-policy');
    expect(hashAndInline.result).toBe('csp-implemented-with-no-unsafe');
    const inlineStyles = SITE_POLICY.replace("style-src 'self';", "style-src 'self' 'unsafe-inline';");
    const scan = frontDoor({ headers: { 'content-security-policy': inlineStyles } });
    expect(test(scan, 'content-security-policy')).toMatchObject({ result: 'csp-implemented-with-unsafe-inline-in-style-src-only', scoreModifier: 0 });
    expect(observatoryScan(scan)).toMatchObject({ score: 115, grade: 'A+' });
  });

  it('costs 20 without the redirect from HTTP to HTTPS, or with one to another HTTP URL', () => {
    const missing = frontDoor({ httpChain: [sitePage('http://localhost:8080/')] });
    expect(test(missing, 'redirection')).toMatchObject({ result: 'redirection-missing', scoreModifier: -20 });
    expect(observatoryScan(missing)).toMatchObject({ score: 80, grade: 'B+' });
    const toHttp = frontDoor({ httpChain: [redirect('http://localhost:8080/', 'http://localhost:8080/de/'), sitePage('http://localhost:8080/de/')] });
    expect(test(toHttp, 'redirection')).toMatchObject({ result: 'redirection-not-to-https', scoreModifier: -20 });
  });

  it('costs 20 without HSTS, and 10 with a max-age under six months', () => {
    const missing = frontDoor({ without: ['strict-transport-security'] });
    expect(test(missing, 'strict-transport-security')).toMatchObject({ result: 'hsts-not-implemented', scoreModifier: -20 });
    expect(observatoryScan(missing)).toMatchObject({ score: 80, grade: 'B+' });
    const short = frontDoor({ headers: { 'strict-transport-security': 'max-age=86400' } });
    expect(test(short, 'strict-transport-security')).toMatchObject({ result: 'hsts-implemented-max-age-less-than-six-months', scoreModifier: -10 });
  });

  it('costs 20 for a cookie without Secure, 5 while HSTS covers it', () => {
    const insecureCookie = { 'set-cookie': 'NEXT_LOCALE=de; Path=/; SameSite=Lax' };
    expect(test(frontDoor({ headers: insecureCookie }), 'cookies')).toMatchObject({
      result: 'cookies-without-secure-flag-but-protected-by-hsts',
      scoreModifier: -5,
    });
    const withoutHsts = frontDoor({ headers: insecureCookie, without: ['strict-transport-security'] });
    expect(test(withoutHsts, 'cookies')).toMatchObject({ result: 'cookies-without-secure-flag', scoreModifier: -20 });
  });

  it('costs 5 without X-Content-Type-Options: nosniff', () => {
    const scan = frontDoor({ without: ['x-content-type-options'] });
    expect(test(scan, 'x-content-type-options')).toMatchObject({ result: 'x-content-type-options-not-implemented', scoreModifier: -5 });
    expect(observatoryScan(scan)).toMatchObject({ score: 115, grade: 'A+' });
  });

  it('costs HSTS and the redirection 20 each when the certificate does not verify', () => {
    const report = observatoryScan(frontDoor({ certificateVerified: false }));
    const penalties = report.tests.filter((entry) => entry.scoreModifier < 0).map(({ result }) => result);
    expect(penalties).toEqual(['redirection-invalid-cert', 'hsts-invalid-cert']);
    expect(report).toMatchObject({ score: 60, grade: 'C+' });
  });

  it("reproduces the issue's table: F (20) over plain HTTP; B+ (80), not A, with TLS but 'unsafe-inline'", () => {
    const before = {
      headers: { 'content-security-policy': UNSAFE_INLINE_POLICY, 'set-cookie': 'NEXT_LOCALE=de; Path=/; SameSite=Lax' },
      without: ['strict-transport-security'],
    };
    const overHttp = observatoryScan(plainHttpOnly(sitePage('http://localhost:8080/', before)));
    expect(overHttp.tests.filter((entry) => entry.scoreModifier !== 0).map(({ result, scoreModifier }) => [result, scoreModifier])).toEqual([
      ['csp-implemented-with-unsafe-inline', -20],
      ['cookies-without-secure-flag', -20],
      ['redirection-missing', -20],
      ['referrer-policy-private', 5],
      ['hsts-not-implemented-no-https', -20],
      ['x-frame-options-implemented-via-csp', 5],
    ]);
    expect(overHttp).toMatchObject({ score: 20, grade: 'F' });
    // The bonuses (+5 framing, +5 Referrer-Policy, +5 cookie) would make 95, but 80 before them is below 90.
    expect(observatoryScan(frontDoor({ headers: { 'content-security-policy': UNSAFE_INLINE_POLICY } }))).toMatchObject({ score: 80, grade: 'B+' });
  });

  it('counts the bonuses only when the score before them is at least 90', () => {
    expect(observatoryScan(frontDoor({ headers: { 'strict-transport-security': 'max-age=86400' } }))).toMatchObject({ score: 110, grade: 'A+' });
    const twoPenalties = frontDoor({ headers: { 'strict-transport-security': 'max-age=86400' }, without: ['x-content-type-options'] });
    expect(observatoryScan(twoPenalties)).toMatchObject({ score: 85, grade: 'A-' });
  });

  it('gives CORP same-origin and SRI on same-origin scripts their bonuses', () => {
    const body = SITE_BODY.replace('async=""', `async="" integrity="sha384-${'B'.repeat(64)}"`);
    const report = observatoryScan(frontDoor({ body, headers: { 'cross-origin-resource-policy': 'same-origin' } }));
    expect(report.tests.find(({ name }) => name === 'subresource-integrity')?.result).toBe('sri-implemented-and-all-scripts-loaded-securely');
    expect(report).toMatchObject({ score: 135, grade: 'A+' });
  });

  it('refuses a page that answers with an error, as the scanner does', () => {
    const page = { ...sitePage('https://localhost:8443/'), status: 500 };
    expect(() => observatoryScan({ ...frontDoor(), httpsChain: [page] })).toThrow('unexpected HTTP status code 500');
  });
});

describe('gradeForScore (src/grader/grader.js and charts.js)', () => {
  it.each([
    [145, 'A+'], [100, 'A+'], [99, 'A'], [90, 'A'], [89, 'A-'], [85, 'A-'], [84, 'B+'], [80, 'B+'], [79, 'B'], [70, 'B'],
    [69, 'B-'], [65, 'B-'], [64, 'C+'], [60, 'C+'], [59, 'C'], [50, 'C'], [49, 'C-'], [45, 'C-'], [44, 'D+'], [40, 'D+'],
    [39, 'D'], [30, 'D'], [29, 'D-'], [25, 'D-'], [24, 'F'], [0, 'F'],
  ] as const)('%i is %s', (score, grade) => {
    expect(gradeForScore(score)).toEqual({ score, grade });
  });

  it('counts a negative score as 0', () => {
    expect(gradeForScore(-10)).toEqual({ score: 0, grade: 'F' });
  });
});

// ---------------------------------------------------------------------------------------------------
// The Observatory's own cases (test/csp.test.js, test/csp-parser.test.js and the others).

describe('content-security-policy (test/csp.test.js)', () => {
  it('is not implemented without a policy', () => {
    expect(resultOf(scanOf(), 'content-security-policy')).toEqual({ result: 'csp-not-implemented', pass: false });
  });

  it.each([
    '  ',
    '',
    "default-src 'none'; default-src 'none'",
    "default-src 'none'; img-src 'self'; default-src 'none'",
    "default-src 'none'; script-src 'strict-dynamic'",
    'defa',
  ])('is invalid: %j', (policy) => {
    expect(csp(policy)).toEqual({ result: 'csp-header-invalid', pass: false });
  });

  it.each([
    "default-src 'none'; script-src https://*",
    "default-src 'none'; script-src 'unsafe-inline'",
    "script-src 'unsafe-inline'",
    'script-src data:',
    'script-src http:',
    'script-src ftp:',
    "default-src 'unsafe-inline'",
    "default-src 'UNSAFE-INLINE'",
    'upgrade-insecure-requests',
    "script-src 'none'",
    'script-src https:',
    'script-src https://mozilla.org https:',
    'default-src https://mozilla.org https:',
    "default-src 'none'; script-src *",
    "default-src *; script-src *; object-src 'none'",
    "default-src 'none'; script-src 'none'; object-src *",
    "default-src 'none'; script-src 'unsafe-inline' 'unsafe-eval'",
    "default-src 'none'; script-src 'unsafe-inline' http:",
    "object-src https:; script-src 'none'",
  ])('allows unsafe inline scripts: %s', (policy) => {
    expect(csp(policy)).toEqual({ result: 'csp-implemented-with-unsafe-inline', pass: false });
  });

  it.each([
    'default-src http://mozilla.org',
    "default-src 'none'; script-src http://mozilla.org",
    "default-src 'none'; script-src ftp://mozilla.org",
  ])('allows an insecure scheme: %s', (policy) => {
    expect(csp(policy)).toEqual({ result: 'csp-implemented-with-insecure-scheme', pass: false });
  });

  it.each([
    "default-src 'none'; img-src http://mozilla.org",
    "default-src 'self'; img-src ftp:",
    "default-src 'self'; img-src http:",
    "default-src 'none'; img-src https:; media-src http://mozilla.org",
    "default-src 'none'; img-src http: https:; script-src 'self'; style-src 'self'",
    "default-src 'none'; img-src 'none'; media-src http:; script-src 'self'; style-src 'self'",
    "default-src 'none'; img-src 'none'; media-src http:; script-src 'self'; style-src 'unsafe-inline'",
  ])('allows an insecure scheme for passive content only: %s', (policy) => {
    expect(csp(policy)).toEqual({ result: 'csp-implemented-with-insecure-scheme-in-passive-content-only', pass: true });
  });

  it('judges insecure schemes only when the page is served over HTTPS', () => {
    const overHttp = answer('http://mozilla.org/', 200, { 'content-type': 'text/html', 'content-security-policy': 'default-src http://mozilla.org' });
    expect(resultOf(plainHttpOnly(overHttp), 'content-security-policy').result).toBe('csp-implemented-with-no-unsafe');
  });

  it('allows unsafe eval', () => {
    expect(csp("default-src 'none'; script-src 'unsafe-eval'")).toEqual({ result: 'csp-implemented-with-unsafe-eval', pass: false });
  });

  it.each([
    "object-src 'none'; script-src 'none'; style-src 'unsafe-inline'",
    "default-src 'none'; script-src https://mozilla.org; style-src 'unsafe-inline'",
    "default-src 'unsafe-inline'; script-src https://mozilla.org",
    "default-src 'none';;; ;;;style-src 'self' 'unsafe-inline'",
    "default-src 'none'; style-src data:",
    "default-src 'none'; style-src *",
    "default-src 'none'; style-src https:",
    "default-src 'none'; style-src 'unsafe-inline'; script-src 'sha256-hqBEA/HXB3aJU2FgOnYN8rkAgEVgyfi3Vs1j2/XMPBB=' 'unsafe-inline'",
  ])('allows unsafe inline styles only: %s', (policy) => {
    expect(csp(policy)).toEqual({ result: 'csp-implemented-with-unsafe-inline-in-style-src-only', pass: true });
  });

  it.each([
    'default-src https://mozilla.org',
    "default-src https://mozilla.org;;; ;;;script-src 'none'",
    "object-src 'none'; script-src https://mozilla.org; style-src https://mozilla.org; upgrade-insecure-requests;",
    "object-src 'none'; script-src 'strict-dynamic' 'nonce-abc' 'unsafe-inline'; style-src 'none'",
    "object-src 'none'; style-src 'self';script-src 'sha256-hqBEA/HXB3aJU2FgOnYN8rkAgEVgyfi3Vs1j2/XMPBA='",
    "object-src 'none'; style-src 'self'; script-src 'unsafe-inline' " +
      "'sha256-hqBEA/HXB3aJU2FgOnYN8rkAgEVgyfi3Vs1j2/XMPBA=''sha256-hqBEA/HXB3aJU2FgOnYN8rkAgEVgyfi3Vs1j2/XMPBB='",
    "object-src 'none'; script-src 'unsafe-inline' 'nonce-abc123' 'unsafe-inline'; style-src 'none'",
    "default-src https://mozilla.org; style-src 'unsafe-inline' 'nonce-abc123' 'unsafe-inline'",
    "default-src https://mozilla.org; style-src 'unsafe-inline' 'sha256-hqBEA/HXB3aJU2FgOnYN8rkAgEVgyfi3Vs1j2/XMPBB=' 'unsafe-inline'",
  ])('allows nothing unsafe: %s', (policy) => {
    expect(csp(policy)).toEqual({ result: 'csp-implemented-with-no-unsafe', pass: true });
  });

  it.each([
    'default-src',
    "default-src 'none'; script-src 'strict-dynamic' 'nonce-abc123' 'unsafe-inline'",
    "default-src 'none'; script-src https://mozilla.org; style-src https://mozilla.org; upgrade-insecure-requests;",
    "default-src 'none'; object-src https://mozilla.org",
    "default-src 'none'; script-src 'strict-dynamic' 'nonce-abc123'",
    "default-src 'none'; script-src 'strict-dynamic' 'sha256-abc123'",
    "default-src 'none'; script-src 'strict-dynamic' 'sha256-abc123' https://*",
    "default-src 'none'; script-src 'strict-dynamic' 'sha256-abc123' 'unsafe-inline'",
  ])("allows nothing unsafe with default-src 'none': %s", (policy) => {
    expect(csp(policy)).toEqual({ result: 'csp-implemented-with-no-unsafe-default-src-none', pass: true });
  });

  const metaPolicy = (policy: string) =>
    '<!doctype html><html lang="en"><head><meta charset="UTF-8" />' +
    `<meta http-equiv="Content-Security-Policy" content="${policy}" /><title>Title</title></head><body></body></html>`;

  it("reads <meta http-equiv> policies, and intersects them with the header's", () => {
    const defaultNone = { result: 'csp-implemented-with-no-unsafe-default-src-none', pass: true };
    expect(csp('default-src http:', { body: metaPolicy('default-src https:') })).toEqual(defaultNone);
    expect(resultOf(scanOf({ body: metaPolicy("default-src 'none'") }), 'content-security-policy')).toEqual(defaultNone);
    expect(csp("default-src 'none'", { body: metaPolicy("default-src 'none'") })).toEqual(defaultNone);
    expect(csp("default-src 'none'", { body: metaPolicy('default-src https:') })).toEqual(defaultNone);
    expect(csp("img-src 'none'", { body: metaPolicy("default-src 'none'") })).toEqual(defaultNone);
  });

  it('ignores frame-ancestors in a <meta http-equiv> policy', () => {
    const body = metaPolicy("frame-ancestors 'none'");
    expect(resultOf(scanOf({ body }), 'content-security-policy')).toEqual({ result: 'csp-not-implemented', pass: false });
    expect(csp("frame-anchestors 'none'", { body })).toEqual({ result: 'csp-implemented-with-unsafe-inline', pass: false });
  });

  it('reads a report-only policy as reporting without a policy', () => {
    const scan = scanOf({ headers: { 'content-security-policy-report-only': "default-src 'none'; report-to /_/csp-reports" } });
    expect(resultOf(scan, 'content-security-policy')).toEqual({ result: 'csp-not-implemented-but-reporting-enabled', pass: false });
    expect(test(scan, 'content-security-policy').scoreModifier).toBe(-25);
  });

  it('reads several policies joined by commas, or sent as several headers, as their intersection', () => {
    expect(csp("default-src 'none'; script-src 'self', default-src 'none'; script-src 'self'")).toEqual({
      result: 'csp-implemented-with-no-unsafe-default-src-none',
      pass: true,
    });
    const policies = [
      "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'",
      "default-src 'none'; style-src 'self'",
      "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'",
    ];
    expect(csp(policies.join(', '))).toEqual({ result: 'csp-implemented-with-no-unsafe-default-src-none', pass: true });
    expect(resultOf(scanOf({ headers: { 'content-security-policy': policies } }), 'content-security-policy').result).toBe(
      'csp-implemented-with-no-unsafe-default-src-none',
    );
  });

  it('reports a repeated report-uri of a passing policy, at no cost', () => {
    const scan = scanOf({ headers: { 'content-security-policy': "default-src 'none'; report-uri /a; report-uri /b" } });
    expect(test(scan, 'content-security-policy')).toMatchObject({ result: 'csp-implemented-but-duplicate-directives', pass: true, scoreModifier: 0 });
  });
});

describe('parseCsp (test/csp-parser.test.js)', () => {
  const parsed = (...policies: string[]) =>
    Object.fromEntries([...parseCsp(policies).directives].map(([name, sources]) => [name, [...sources].sort()]));

  it('parses policies into the sources all of them allow', () => {
    expect(parsed("default-src 'none'")).toEqual({ 'default-src': ["'none'"] });
    expect(parsed("default-src 'none'; script-src 'self' https://mozilla.org")).toEqual({
      'default-src': ["'none'"],
      'script-src': ["'self'", 'https://mozilla.org'],
    });
    const expected = { 'default-src': ["'none'"], 'script-src': ["'self'", 'https://mozilla.org'] };
    const first = "default-src 'none'; script-src 'self' https://mozilla.org";
    expect(parsed(first, first)).toEqual(expected);
    expect(parsed(first, "default-src 'none'; script-src 'self' https://mozilla.org https://example.com")).toEqual(expected);
    expect(parsed(first, "default-src 'none'; script-src https://example.com 'self' https://mozilla.org")).toEqual(expected);
    expect(parsed('default-src https://mozilla.org', 'default-src https://mozilla.com')).toEqual({ 'default-src': ["'none'"] });
    expect(parsed('default-src https://mozilla.org https://mozilla.net', 'default-src https://mozilla.com https://mozilla.io')).toEqual({
      'default-src': ["'none'"],
    });
    expect(
      parsed(
        'default-src https://mozilla.org https://mozilla.net https://mozilla.com https://mozilla.io',
        'default-src https://mozilla.pizza https://mozilla.ninja https://mozilla.net https://mozilla.org',
      ),
    ).toEqual({ 'default-src': ['https://mozilla.net', 'https://mozilla.org'] });
    expect(
      parsed(
        'default-src https://mozilla.org https://mozilla.net https://mozilla.com https://mozilla.io',
        'default-src https://mozilla.pizza https://mozilla.ninja https://mozilla.net https://mozilla.org',
        'default-src https://mozilla.net https://mozilla.fox https://mozilla.fire https://mozilla.org',
        'default-src https://mozilla.browser https://mozilla.web https://mozilla.net https://mozilla.org',
      ),
    ).toEqual({ 'default-src': ['https://mozilla.net', 'https://mozilla.org'] });
    expect(parsed('default-src https://mozilla.org/fire', 'default-src https://mozilla.org/firefox/')).toEqual({ 'default-src': ["'none'"] });
    expect(parsed('default-src https://mozilla.org/firefox/', 'default-src https://mozilla.org/firefox/download/')).toEqual({
      'default-src': ['https://mozilla.org/firefox/download/'],
    });
    expect(parsed('default-src https://mozilla.org/firefox/download/', 'default-src https://mozilla.org/firefox/')).toEqual({
      'default-src': ['https://mozilla.org/firefox/download/'],
    });
    expect(parsed('default-src http:', 'default-src https:')).toEqual({ 'default-src': ["'none'"] });
    expect(parsed('default-src http: http:', 'default-src https: https:')).toEqual({ 'default-src': ["'none'"] });
  });

  it('keeps the sources of three policies that all allow them (issue #463)', () => {
    expect(
      parsed(
        "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'",
        "default-src 'none'; style-src 'self'",
        "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'",
      ),
    ).toEqual({ 'default-src': ["'none'"], 'script-src': ["'self'"], 'style-src': ["'self'"] });
  });

  it.each([
    '  ',
    '\r\n',
    '\r\n\r\n\r\n\r\n\r\n\r\n',
    '',
    "default-src 'none'; default-src 'none'",
    "default-src 'none'; img-src 'self'; default-src 'none'",
    'defa',
  ])('throws for an invalid policy: %j', (policy) => {
    expect(() => parseCsp([policy])).toThrow();
  });

  it('parses a long real-world header', () => {
    const policy =
      [
        "default-src 'self' blob: https://*.cnn.com:* http://*.cnn.com:* *.cnn.io:* *.cnn.net:* *.turner.com:* *.turner.io:* " +
          '*.ugdturner.com:* courageousstudio.com *.vgtf.net:*',
        "script-src 'unsafe-eval' 'unsafe-inline' 'self' *",
        "style-src 'unsafe-inline' 'self' blob: *",
        "child-src 'self' blob: *",
        "frame-src 'self' *",
        "object-src 'self' *",
        "img-src 'self' data: blob: *",
        "media-src 'self' data: blob: *",
        "font-src 'self' data: *",
        "connect-src 'self' data: *",
        "frame-ancestors 'self' https://*.cnn.com:* http://*.cnn.com https://*.cnn.io:* http://*.cnn.io:* *.turner.com:* courageousstudio.com",
      ].join('; ') + ';';
    expect([...parseCsp([policy]).directives.keys()]).toHaveLength(11);
  });

  it('allows and reports a repeated report-uri or report-to', () => {
    expect(
      parseCsp([
        'report-uri https://www.dropbox.com/csp_log?policy_name=metaserver-whitelist ; ' +
          'report-uri https://www.dropbox.com/csp_log?policy_name=metaserver-dynamic',
      ]).repeatedReportDirectives,
    ).toEqual(new Set(['report-uri']));
    expect(parseCsp(['report-to some_name ; report-to some_other_name']).repeatedReportDirectives).toEqual(new Set(['report-to']));
  });
});

describe('cookies (test/cookies.test.js)', () => {
  const cookies = (setCookie: string[], headers: Headers = {}) => resultOf(scanOf({ headers: { ...headers, 'set-cookie': setCookie } }), 'cookies');
  const hsts = { 'strict-transport-security': 'max-age=15768000' };

  it('finds no cookies', () => {
    expect(resultOf(scanOf(), 'cookies')).toEqual({ result: 'cookies-not-found', pass: true });
  });

  it('passes Secure cookies with HttpOnly sessions, and leaves heroku-session-affinity out', () => {
    expect(
      cookies([
        'SESSIONID=bar; Domain=mozilla.org; Path=/; Secure; HttpOnly',
        'foo=bar; Domain=mozilla.org; Secure; Path=/',
        'heroku-session-affinity=bar; Domain=mozilla.org; Path=/',
      ]),
    ).toEqual({ result: 'cookies-secure-with-httponly-sessions', pass: true });
  });

  it('gives the bonus when every cookie has SameSite', () => {
    const sameSite = ['Strict', 'Lax', 'None'].map(
      (value) => `SESSIONID_SAMESITE_${value.toUpperCase()}=bar; Domain=mozilla.org; Path=/; Secure; HttpOnly; SameSite=${value}`,
    );
    expect(cookies(sameSite)).toEqual({ result: 'cookies-secure-with-httponly-sessions-and-samesite', pass: true });
    expect(cookies([...sameSite, 'SESSIONID_SAMESITE_NO_SAMESITE=bar; Domain=mozilla.org; Path=/; Secure; HttpOnly'])).toEqual({
      result: 'cookies-secure-with-httponly-sessions',
      pass: true,
    });
  });

  it('wants SameSite on an anti-CSRF token', () => {
    expect(cookies(['CSRFTOKEN=bar; Domain=mozilla.org; Path=/; Secure; HttpOnly'])).toEqual({
      result: 'cookies-anticsrf-without-samesite-flag',
      pass: false,
    });
  });

  it.each(['SameSite=', 'SameSite=True', 'SameSite=Invalid'])('refuses %s', (sameSite) => {
    expect(cookies([`SESSIONID=bar; Domain=mozilla.org; Path=/; Secure; HttpOnly; ${sameSite}`])).toEqual({
      result: 'cookies-samesite-flag-invalid',
      pass: false,
    });
  });

  it('refuses SameSite=None without Secure', () => {
    expect(cookies(['foo=bar; Path=/; SameSite=None'], hsts)).toEqual({ result: 'cookies-samesite-flag-invalid', pass: false });
  });

  it('costs less for a cookie without Secure when HSTS protects it', () => {
    expect(cookies(['foo=bar; Domain=mozilla.org; Path=/'], hsts)).toEqual({
      result: 'cookies-without-secure-flag-but-protected-by-hsts',
      pass: false,
    });
    expect(cookies(['SESSIONID=bar; Domain=mozilla.org; Path=/; HttpOnly'], hsts)).toEqual({
      result: 'cookies-session-without-secure-flag-but-protected-by-hsts',
      pass: false,
    });
  });

  it('costs more for a session cookie', () => {
    expect(cookies(['foo=bar; Domain=mozilla.org; Path=/'])).toEqual({ result: 'cookies-without-secure-flag', pass: false });
    expect(cookies(['SESSIONID=bar; Domain=mozilla.org; Path=/; Secure'])).toEqual({ result: 'cookies-session-without-httponly-flag', pass: false });
    expect(cookies(['SESSIONID=bar; Domain=mozilla.org; Path=/; HttpOnly'])).toEqual({ result: 'cookies-session-without-secure-flag', pass: false });
    expect(cookies(['SESSIONID=bar; Domain=mozilla.org; Path=/'])).toEqual({ result: 'cookies-session-without-secure-flag', pass: false });
  });

  it('leaves out the cookies its jar refuses: for another domain, or with a __Secure-/__Host- prefix they do not honour', () => {
    const refusedLines = [
      'a=b; Domain=other.org; Path=/',
      '__Secure-a=b; Path=/',
      '__Host-a=b; Path=/',
      '__Host-a=b; Secure; Domain=mozilla.org; Path=/',
      '=b',
      'novalue',
    ];
    for (const refused of refusedLines) {
      expect(cookies([refused]), refused).toEqual({ result: 'cookies-not-found', pass: true });
    }
    expect(cookies(['a=b; Domain=.mozilla.org; Path=/'])).toEqual({ result: 'cookies-without-secure-flag', pass: false });
    expect(cookies(['__Host-a=b; Secure; Path=/; SameSite=Lax'])).toEqual({
      result: 'cookies-secure-with-httponly-sessions-and-samesite',
      pass: true,
    });
  });

  it("reads the cookies of the HTTPS chain's redirects too, a later one replacing an earlier one of the same name and path", () => {
    const page = answer('https://mozilla.org/de/', 200, {
      'content-type': 'text/html',
      'set-cookie': 'NEXT_LOCALE=de; Path=/; Secure; SameSite=Lax',
    });
    // Without Path, a cookie set at /de/start belongs to /de: another cookie than the page's, at /.
    const hop = (setCookie: string) => answer('https://mozilla.org/de/start', 307, { location: '/de/', 'set-cookie': setCookie });
    const scan = (setCookie: string) => scanOf({ page: page.url, httpsChain: [hop(setCookie), page] });
    expect(resultOf(scan('NEXT_LOCALE=de; Path=/; SameSite=Lax'), 'cookies').result).toBe('cookies-secure-with-httponly-sessions-and-samesite');
    expect(resultOf(scan('NEXT_LOCALE=de; SameSite=Lax'), 'cookies').result).toBe('cookies-without-secure-flag');
  });
});

describe('cross-origin-resource-sharing (src/analyzer/tests/cors.js)', () => {
  const preflight = (headers: Headers) =>
    resultOf(scanOf({ corsPreflight: answer('https://mozilla.org/', 204, headers) }), 'cross-origin-resource-sharing');

  it('reads the preflight', () => {
    expect(resultOf(scanOf(), 'cross-origin-resource-sharing')).toEqual({ result: 'cross-origin-resource-sharing-not-implemented', pass: true });
    expect(preflight({})).toEqual({ result: 'cross-origin-resource-sharing-not-implemented', pass: true });
    expect(preflight({ 'access-control-allow-origin': '*' })).toEqual({
      result: 'cross-origin-resource-sharing-implemented-with-public-access',
      pass: true,
    });
    expect(preflight({ 'access-control-allow-origin': 'https://mozilla.org' })).toEqual({
      result: 'cross-origin-resource-sharing-implemented-with-restricted-access',
      pass: true,
    });
    expect(preflight({ 'access-control-allow-origin': OBSERVATORY_ORIGIN, 'access-control-allow-credentials': 'true' })).toEqual({
      result: 'cross-origin-resource-sharing-implemented-with-universal-access',
      pass: false,
    });
  });
});

describe('redirection (test/redirection.test.js)', () => {
  const route = (...hops: [string, number][]) => hops.map(([url, status]) => answer(url, status));
  const redirection = (httpChain: Answer[]) => resultOf(scanOf({ httpChain }), 'redirection');

  it('needs none without HTTP', () => {
    expect(redirection([])).toEqual({ result: 'redirection-not-needed-no-http', pass: true });
  });

  it('is missing when HTTP answers without a redirect', () => {
    expect(redirection(route(['http://mozilla.org/', 200]))).toEqual({ result: 'redirection-missing', pass: false });
  });

  it('does not end on HTTPS', () => {
    expect(redirection(route(['http://mozilla.org/', 301], ['http://www.mozilla.org/', 200]))).toEqual({
      result: 'redirection-not-to-https',
      pass: false,
    });
    expect(redirection(route(['http://mozilla.org/', 301], ['http://www.mozilla.org/', 302], ['http://www.mozilla.org/en/', 200]))).toEqual({
      result: 'redirection-not-to-https',
      pass: false,
    });
  });

  it('goes to HTTPS on the same host, with a port or without', () => {
    expect(resultOf(scanOf(), 'redirection')).toEqual({ result: 'redirection-to-https', pass: true });
    expect(redirection(route(['http://mozilla.org/', 301], ['https://mozilla.org:8443/', 200]))).toEqual({
      result: 'redirection-to-https',
      pass: true,
    });
  });

  it('goes to another HTTP URL first', () => {
    expect(redirection(route(['http://mozilla.org/', 301], ['http://www.mozilla.org/', 301], ['https://www.mozilla.org/', 200]))).toEqual({
      result: 'redirection-not-to-https-on-initial-redirection',
      pass: false,
    });
  });

  it('goes to another host first', () => {
    expect(redirection(route(['http://mozilla.org/', 301], ['https://www.mozilla.org/', 200]))).toEqual({
      result: 'redirection-off-host-from-http',
      pass: false,
    });
  });

  it('knows no host as HSTS-preloaded: a local scan has no preload list', () => {
    const preloaded = route(
      ['http://cloudflare.com/', 301],
      ['https://cloudflare.com/', 302],
      ['https://www.cloudflare.com/', 302],
      ['https://baz.cloudflare.com/foo', 200],
    );
    expect(redirection(preloaded)).toEqual({
      result: 'redirection-to-https',
      pass: true,
    });
  });
});

describe('strict-transport-security (test/strict-transport-security.test.js)', () => {
  const hsts = (value: string | string[], options: Options = {}) =>
    resultOf(scanOf({ ...options, headers: { 'strict-transport-security': value } }), 'strict-transport-security');

  it('is missing', () => {
    expect(resultOf(scanOf(), 'strict-transport-security')).toEqual({ result: 'hsts-not-implemented', pass: false });
  });

  it('is invalid without max-age, or sent twice', () => {
    expect(hsts('includeSubDomains; preload')).toEqual({ result: 'hsts-header-invalid', pass: false });
    expect(hsts('max-age=15768000; includeSubDomains, max-age=15768000; includeSubDomains')).toEqual({ result: 'hsts-header-invalid', pass: false });
    expect(hsts(['max-age=15768000', 'max-age=15768000'])).toEqual({ result: 'hsts-header-invalid', pass: false });
  });

  it('cannot be without HTTPS', () => {
    const page = answer('http://mozilla.org/', 200, { 'content-type': 'text/html', 'strict-transport-security': 'max-age=15768000' });
    expect(resultOf(plainHttpOnly(page), 'strict-transport-security')).toEqual({
      result: 'hsts-not-implemented-no-https',
      pass: false,
    });
  });

  it('cannot be with a certificate that does not verify', () => {
    expect(hsts('max-age=15768000; includeSubDomains; preload', { certificateVerified: false })).toEqual({
      result: 'hsts-invalid-cert',
      pass: false,
    });
  });

  it('is too short under six months, as the scanner counts them', () => {
    expect(hsts('max-age=86400')).toEqual({ result: 'hsts-implemented-max-age-less-than-six-months', pass: false });
    expect(hsts('max-age=15551999')).toEqual({ result: 'hsts-implemented-max-age-less-than-six-months', pass: false });
    expect(hsts('max-age=15552000')).toEqual({ result: 'hsts-implemented-max-age-at-least-six-months', pass: true });
  });

  it('is implemented, and preload alone does not make a host preloaded', () => {
    const scan = scanOf({ headers: { 'strict-transport-security': 'max-age=15768000; includeSubDomains; preload' } });
    expect(test(scan, 'strict-transport-security')).toMatchObject({
      result: 'hsts-implemented-max-age-at-least-six-months',
      pass: true,
      scoreModifier: 0,
    });
  });
});

describe('referrer-policy (test/referrer-policy.test.js)', () => {
  const referrer = (value?: string, body?: string) =>
    resultOf(scanOf({ headers: value === undefined ? {} : { 'referrer-policy': value }, body }), 'referrer-policy');
  const metaReferrer = '<!DOCTYPE html><html><head><meta name="referrer" content="no-referrer, same-origin"></head><body></body></html>';

  it.each(['no-referrer', 'same-origin', 'strict-origin', 'STRICT-ORIGIN', 'strict-origin-when-cross-origin'])('is private: %s', (value) => {
    expect(referrer(value)).toEqual({ result: 'referrer-policy-private', pass: true });
  });

  it('reads <meta name="referrer">, which wins over the header', () => {
    expect(referrer(undefined, metaReferrer)).toEqual({ result: 'referrer-policy-private', pass: true });
    expect(referrer('unsafe-url', metaReferrer)).toEqual({ result: 'referrer-policy-private', pass: true });
  });

  it('is missing, at no cost', () => {
    expect(referrer()).toEqual({ result: 'referrer-policy-not-implemented', pass: true });
  });

  it('takes the last policy it knows', () => {
    expect(referrer('whimsy')).toEqual({ result: 'referrer-policy-header-invalid', pass: false });
    const unsafe = [
      'origin',
      'origin-when-cross-origin',
      'unsafe-url',
      'origin-when-cross-origin, no-referrer, unsafe-url',
      'no-referrer, unsafe-url',
    ];
    for (const value of unsafe) {
      expect(referrer(value), value).toEqual({ result: 'referrer-policy-unsafe', pass: false });
    }
    expect(referrer('no-referrer, whimsy')).toEqual({ result: 'referrer-policy-private', pass: true });
    expect(referrer('whimsy, whimsy1, whimsy2')).toEqual({ result: 'referrer-policy-header-invalid', pass: false });
  });
});

describe('subresource-integrity (test/subresource-integrity.test.js)', () => {
  const INTEGRITY = 'integrity="sha384-zTm/dblzLXQNp3CgY+hfaC/WJ6h4XtNrePh2CW2+rO9GPuNiPb9jmthvAL+oI/dQ" crossorigin="anonymous"';
  const page = (...scripts: string[]) => `<html><head>${scripts.join('')}</head><body></body></html>`;
  const sri = (body: string, options: Options = {}) => resultOf(scanOf({ ...options, body }), 'subresource-integrity');
  const httpOnly = [answer('http://mozilla.org/', 200)];

  it('finds no scripts, or no HTML', () => {
    expect(sri(page())).toEqual({ result: 'sri-not-implemented-but-no-scripts-loaded', pass: true });
    expect(sri('{"foo": "bar"}', { headers: { 'content-type': 'application/json' } })).toEqual({
      result: 'sri-not-implemented-response-not-html',
      pass: true,
    });
  });

  it.each([
    '<script src="/static/js/foo.js"></script>',
    '<script src="//mozilla.org/static/js/foo.js"></script>',
    '<script src="https://mozilla.org/static/js/foo.js"></script>',
    '<script src="//"></script>',
  ])('needs no SRI on the same origin: %s', (script) => {
    expect(sri(page(script))).toEqual({ result: 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin', pass: true });
  });

  it('counts the scripts inside <noscript> and <svg>, as a parser with scripting off finds them', () => {
    expect(sri(page('<noscript><script src="https://cdn.example.org/a.js"></script></noscript>'))).toEqual({
      result: 'sri-not-implemented-but-external-scripts-loaded-securely',
      pass: false,
    });
    expect(sri(page('<svg><script src="https://cdn.example.org/a.js"></script></svg>'))).toEqual({
      result: 'sri-not-implemented-but-external-scripts-loaded-securely',
      pass: false,
    });
  });

  it('treats another subdomain as another origin, and follows the redirect to the final origin', () => {
    expect(sri(page('<script src="https://cdn.mozilla.org/static/js/foo.js"></script>'))).toEqual({
      result: 'sri-not-implemented-but-external-scripts-loaded-securely',
      pass: false,
    });
    expect(sri(page('<script src="https://www.mozilla.org/static/js/foo.js"></script>'), { page: 'https://www.mozilla.org/' })).toEqual({
      result: 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin',
      pass: true,
    });
  });

  it('gives the bonus for SRI on external scripts over HTTPS, and on same-origin ones', () => {
    const external = { result: 'sri-implemented-and-external-scripts-loaded-securely', pass: true };
    expect(sri(page(`<script src="https://ajax.googleapis.com/ajax/libs/jquery/1.12.0/jquery.min.js" ${INTEGRITY}></script>`))).toEqual(external);
    const fromLocalhost = page(
      '<script src="/static/js/foo.js"></script>',
      `<script src="https://localhost/react-0.14.7.min.js" ${INTEGRITY}></script>`,
    );
    expect(sri(fromLocalhost)).toEqual(external);
    expect(sri(page(`<script src="/static/js/react-0.14.7.min.js" ${INTEGRITY}></script>`))).toEqual({
      result: 'sri-implemented-and-all-scripts-loaded-securely',
      pass: true,
    });
  });

  it('judges external scripts without SRI, or over HTTP', () => {
    expect(sri(page('<script src="https://fb.me/react-0.14.6.min.js"></script>'))).toEqual({
      result: 'sri-not-implemented-but-external-scripts-loaded-securely',
      pass: false,
    });
    expect(sri(page(`<script src="http://fb.me/react-0.14.6.min.js" ${INTEGRITY}></script>`))).toEqual({
      result: 'sri-implemented-but-external-scripts-not-loaded-securely',
      pass: false,
    });
    expect(sri(page('<script src="http://fb.me/react-0.14.6.min.js"></script>'))).toEqual({
      result: 'sri-not-implemented-and-external-scripts-not-loaded-securely',
      pass: false,
    });
  });

  it('judges a protocol-relative src by whether HTTP ends on HTTPS (issue #464)', () => {
    const withSri = page('<script src="/static/js/foo.js"></script>', `<script src="//fb.me/react-0.14.6.min.js" ${INTEGRITY}></script>`);
    expect(sri(withSri)).toEqual({ result: 'sri-implemented-and-external-scripts-loaded-securely', pass: true });
    expect(sri(withSri, { httpChain: httpOnly })).toEqual({ result: 'sri-implemented-but-external-scripts-not-loaded-securely', pass: false });

    const withoutSri = page('<script src="/static/js/foo.js"></script>', '<script src="//fb.me/react-0.14.6.min.js"></script>');
    expect(sri(withoutSri)).toEqual({ result: 'sri-not-implemented-but-external-scripts-loaded-securely', pass: false });
    expect(sri(withoutSri, { httpChain: httpOnly })).toEqual({ result: 'sri-not-implemented-and-external-scripts-not-loaded-securely', pass: false });
    expect(sri(withoutSri, { httpChain: [] })).toEqual({ result: 'sri-not-implemented-but-external-scripts-loaded-securely', pass: false });
    const throughHttp = [
      redirect('http://mozilla.org/', 'http://www.mozilla.org/'),
      redirect('http://www.mozilla.org/', 'https://www.mozilla.org/'),
      answer('https://www.mozilla.org/', 200),
    ];
    expect(sri(withoutSri, { httpChain: throughHttp })).toEqual({ result: 'sri-not-implemented-but-external-scripts-loaded-securely', pass: false });
  });
});

describe('x-content-type-options (test/x-content-type-options.test.js)', () => {
  const nosniff = (value?: string | string[]) =>
    resultOf(scanOf({ headers: value === undefined ? {} : { 'x-content-type-options': value } }), 'x-content-type-options');

  it('reads the header', () => {
    expect(nosniff()).toEqual({ result: 'x-content-type-options-not-implemented', pass: false });
    expect(nosniff('whimsy')).toEqual({ result: 'x-content-type-options-header-invalid', pass: false });
    expect(nosniff('nosniff, nosniff')).toEqual({ result: 'x-content-type-options-header-invalid', pass: false });
    expect(nosniff(['nosniff', 'nosniff'])).toEqual({ result: 'x-content-type-options-header-invalid', pass: false });
    expect(nosniff('nosniff')).toEqual({ result: 'x-content-type-options-nosniff', pass: true });
    expect(nosniff('nosniff ')).toEqual({ result: 'x-content-type-options-nosniff', pass: true });
  });
});

describe('x-frame-options (test/x-frame-options.test.js)', () => {
  const framing = (headers: Headers) => resultOf(scanOf({ headers }), 'x-frame-options');

  it('reads the header, and frame-ancestors of the policy over it', () => {
    expect(framing({})).toEqual({ result: 'x-frame-options-not-implemented', pass: false });
    expect(framing({ 'x-frame-options': 'whimsy' })).toEqual({ result: 'x-frame-options-header-invalid', pass: false });
    expect(framing({ 'x-frame-options': 'SAMEORIGIN, SAMEORIGIN' })).toEqual({ result: 'x-frame-options-header-invalid', pass: false });
    expect(framing({ 'x-frame-options': ['SAMEORIGIN', 'SAMEORIGIN'] })).toEqual({ result: 'x-frame-options-header-invalid', pass: false });
    expect(framing({ 'x-frame-options': 'ALLOW-FROM https://mozilla.org' })).toEqual({ result: 'x-frame-options-allow-from-origin', pass: true });
    expect(framing({ 'x-frame-options': 'DENY' })).toEqual({ result: 'x-frame-options-sameorigin-or-deny', pass: true });
    expect(framing({ 'x-frame-options': 'DENY ' })).toEqual({ result: 'x-frame-options-sameorigin-or-deny', pass: true });
    // The HTTP client trims a value: one of blanks only is none.
    expect(framing({ 'x-frame-options': '  ' })).toEqual({ result: 'x-frame-options-not-implemented', pass: false });
    expect(framing({ 'x-frame-options': 'DENY', 'content-security-policy': 'frame-ancestors https://mozilla.org' })).toEqual({
      result: 'x-frame-options-implemented-via-csp',
      pass: true,
    });
  });
});

describe('cross-origin-resource-policy (test/cross-origin-resource-policy.test.js)', () => {
  const corp = (value?: string) =>
    test(scanOf({ headers: value === undefined ? {} : { 'cross-origin-resource-policy': value } }), 'cross-origin-resource-policy');

  it('reads the header', () => {
    expect(corp()).toMatchObject({ result: 'corp-not-implemented', pass: true, scoreModifier: 0 });
    expect(corp('whimsy')).toMatchObject({ result: 'corp-header-invalid', pass: false, scoreModifier: -5 });
    expect(corp('same-site')).toMatchObject({ result: 'corp-implemented-with-same-site', pass: true, scoreModifier: 10 });
    expect(corp('same-origin')).toMatchObject({ result: 'corp-implemented-with-same-origin', pass: true, scoreModifier: 10 });
    expect(corp('cross-origin')).toMatchObject({ result: 'corp-implemented-with-cross-origin', pass: true, scoreModifier: 0 });
  });
});
