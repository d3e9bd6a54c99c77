/**
 * The MDN HTTP Observatory's grade, computed here from what a scan of the front door received, so that
 * tests can hold it. Its npm package is no dependency: it downloads a certificate bundle at install.
 *
 * A port of the rules, result ids and score modifiers of mdn/mdn-http-observatory (MPL-2.0; the code
 * below is written anew, in TypeScript):
 * - src/analyzer/cspParser.js and src/analyzer/tests/csp.js (Content-Security-Policy);
 * - src/analyzer/tests/cookies.js, cors.js, cross-origin-resource-policy.js, redirection.js,
 *   referrer-policy.js, strict-transport-security.js, subresource-integrity.js,
 *   x-content-type-options.js, x-frame-options.js; src/analyzer/utils.js (onlyIfWorse);
 * - src/retriever/retriever.js, session.js and utils.js (what a scan fetches, the meta tags it reads);
 * - src/grader/charts.js, src/grader/grader.js and src/scanner/index.js (score table, extra credit, grades).
 * The version ported splits a Content-Security-Policy on commas (its issue #463) and judges scripts by
 * their exact origin, protocol-relative ones by whether HTTP ends on HTTPS (its issue #464).
 */
import { createRequire } from 'node:module';

/** One header line of an answer: a header sent twice is two lines, as every Set-Cookie is. */
export type HeaderLine = readonly [name: string, value: string];

/** One answer the scan received. From fetch: `[...response.headers]`; from Playwright: `headersArray()`. */
export interface Answer {
  url: string;
  status: number;
  headers: readonly HeaderLine[];
  /** The body: needed for the last answer of the HTTPS chain, the page the checks read. */
  body?: string;
}

/** The redirects the scanner follows by hand, recording every answer on the way (at most 10 in a row). */
export const REDIRECT_STATUSES: ReadonlySet<number> = new Set([301, 302, 303, 307, 308]);

/** The Origin the scanner sends with its CORS preflight. */
export const OBSERVATORY_ORIGIN = 'https://http-observatory.security.mozilla.org';

/** What the scanner fetches of a site. */
export interface Scan {
  /** `GET http://host/` and its redirects: every answer in order, the last one the end. Empty if plain HTTP does not answer. */
  httpChain: readonly Answer[];
  /** `GET https://host/` and its redirects, the same way; its last answer is the page analysed. Empty if HTTPS does not answer. */
  httpsChain: readonly Answer[];
  /**
   * `OPTIONS` of the page's URL with `Origin: OBSERVATORY_ORIGIN` and `Access-Control-Request-Method: GET`,
   * redirects followed; null if it got no answer.
   */
  corsPreflight: Answer | null;
  /**
   * Whether the TLS certificate verified against the authorities the scan trusts. The public scanner trusts
   * the public ones only; a local scan of the cluster trusts its self-signed certificate as the authority.
   */
  certificateVerified: boolean;
}

/** Every result the ported tests can give, with its score modifier (src/grader/charts.js, SCORE_TABLE). */
export const SCORE_MODIFIERS = {
  'csp-implemented-with-no-unsafe-default-src-none': 10,
  'csp-implemented-with-no-unsafe': 5,
  'csp-implemented-with-unsafe-inline-in-style-src-only': 0,
  'csp-implemented-but-duplicate-directives': 0,
  'csp-implemented-with-insecure-scheme-in-passive-content-only': -10,
  'csp-implemented-with-unsafe-eval': -10,
  'csp-implemented-with-unsafe-inline': -20,
  'csp-implemented-with-insecure-scheme': -20,
  'csp-header-invalid': -25,
  'csp-not-implemented': -25,
  'csp-not-implemented-but-reporting-enabled': -25,

  'cookies-secure-with-httponly-sessions-and-samesite': 5,
  'cookies-secure-with-httponly-sessions': 0,
  'cookies-not-found': 0,
  'cookies-without-secure-flag-but-protected-by-hsts': -5,
  'cookies-session-without-secure-flag-but-protected-by-hsts': -10,
  'cookies-without-secure-flag': -20,
  'cookies-samesite-flag-invalid': -20,
  'cookies-anticsrf-without-samesite-flag': -20,
  'cookies-session-without-httponly-flag': -30,
  'cookies-session-without-secure-flag': -40,

  'cross-origin-resource-sharing-not-implemented': 0,
  'cross-origin-resource-sharing-implemented-with-public-access': 0,
  'cross-origin-resource-sharing-implemented-with-restricted-access': 0,
  'cross-origin-resource-sharing-implemented-with-universal-access': -50,

  'redirection-all-redirects-preloaded': 0,
  'redirection-to-https': 0,
  'redirection-not-needed-no-http': 0,
  'redirection-off-host-from-http': -5,
  'redirection-not-to-https-on-initial-redirection': -10,
  'redirection-not-to-https': -20,
  'redirection-missing': -20,
  'redirection-invalid-cert': -20,

  'referrer-policy-private': 5,
  'referrer-policy-not-implemented': 0,
  'referrer-policy-unsafe': -5,
  'referrer-policy-header-invalid': -5,

  'hsts-preloaded': 5,
  'hsts-implemented-max-age-at-least-six-months': 0,
  'hsts-implemented-max-age-less-than-six-months': -10,
  'hsts-not-implemented': -20,
  'hsts-header-invalid': -20,
  'hsts-not-implemented-no-https': -20,
  'hsts-invalid-cert': -20,

  'sri-implemented-and-all-scripts-loaded-securely': 5,
  'sri-implemented-and-external-scripts-loaded-securely': 5,
  'sri-not-implemented-response-not-html': 0,
  'sri-not-implemented-but-no-scripts-loaded': 0,
  'sri-not-implemented-but-all-scripts-loaded-from-secure-origin': 0,
  'sri-not-implemented-but-external-scripts-loaded-securely': -5,
  'sri-implemented-but-external-scripts-not-loaded-securely': -20,
  'sri-not-implemented-and-external-scripts-not-loaded-securely': -50,

  'x-content-type-options-nosniff': 0,
  'x-content-type-options-not-implemented': -5,
  'x-content-type-options-header-invalid': -5,

  'x-frame-options-implemented-via-csp': 5,
  'x-frame-options-sameorigin-or-deny': 0,
  'x-frame-options-allow-from-origin': 0,
  'x-frame-options-not-implemented': -20,
  'x-frame-options-header-invalid': -20,

  'corp-implemented-with-same-origin': 10,
  'corp-implemented-with-same-site': 10,
  'corp-implemented-with-cross-origin': 0,
  'corp-not-implemented': 0,
  'corp-header-invalid': -5,
} as const satisfies Record<string, number>;

export type Result = keyof typeof SCORE_MODIFIERS;

export type TestName =
  | 'content-security-policy'
  | 'cookies'
  | 'cross-origin-resource-sharing'
  | 'redirection'
  | 'referrer-policy'
  | 'strict-transport-security'
  | 'subresource-integrity'
  | 'x-content-type-options'
  | 'x-frame-options'
  | 'cross-origin-resource-policy';

export interface TestResult {
  name: TestName;
  result: Result;
  scoreModifier: number;
  pass: boolean;
}

export type Grade = 'A+' | 'A' | 'A-' | 'B+' | 'B' | 'B-' | 'C+' | 'C' | 'C-' | 'D+' | 'D' | 'D-' | 'F';

export interface ObservatoryReport {
  tests: TestResult[];
  score: number;
  grade: Grade;
}

/** The scanner's verdict on a scan: every test, the score and the grade. */
export function observatoryScan(scan: Scan): ObservatoryReport {
  const retrieval = retrieve(scan);
  const tests = ANALYZERS.map(([name, analyze]): TestResult => {
    const { result, pass } = analyze(retrieval);
    return { name, result, scoreModifier: SCORE_MODIFIERS[result], pass };
  });
  const modifiers = tests.map((test) => test.scoreModifier);
  const withExtraCredit = 100 + modifiers.reduce((sum, modifier) => sum + modifier, 0);
  const uncurved = 100 + modifiers.filter((modifier) => modifier < 0).reduce((sum, modifier) => sum + modifier, 0);
  return { tests, ...gradeForScore(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved) };
}

const MINIMUM_SCORE_FOR_EXTRA_CREDIT = 90;

/** The lowest score of each grade (src/grader/charts.js, GRADE_CHART, which steps by 5). */
const GRADE_CHART: readonly (readonly [number, Grade])[] = [
  [100, 'A+'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [30, 'D'],
  [25, 'D-'],
  [0, 'F'],
];

/** A score and its grade; a score below 0 counts as 0 and has no upper bound. */
export function gradeForScore(rawScore: number): { score: number; grade: Grade } {
  const score = Math.max(rawScore, 0);
  const grade = GRADE_CHART.find(([lowest]) => score >= lowest)?.[1] ?? 'F';
  return { score, grade };
}

// ---------------------------------------------------------------------------------------------------
// What the analyzers read: the scanner's `Requests` (src/types.js), filled as src/retriever/ does.

interface Cookie {
  name: string;
  domain: string;
  path: string;
  secure: boolean;
  httpOnly: boolean;
  sameSite: 'strict' | 'lax' | 'none' | undefined;
}

interface Retrieval {
  /** The chain the page came from, the scanner's session: HTTPS when it answers, else HTTP. */
  session: readonly Answer[];
  page: Answer;
  /** The final answers of either chain. */
  http: Answer | null;
  https: Answer | null;
  httpChain: readonly Answer[];
  httpVerified: boolean;
  httpsVerified: boolean;
  corsPreflight: Answer | null;
  scripts: { src: string | null; integrity: string | null }[];
  /** Policies of `<meta http-equiv="Content-Security-Policy">` and `<meta name="referrer">`. */
  metaCsp: string[];
  metaReferrer: string[];
  /** The session's cookie jar. */
  cookies: Cookie[];
}

const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);

function retrieve(scan: Scan): Retrieval {
  const session = scan.httpsChain.length > 0 ? scan.httpsChain : scan.httpChain;
  const page = session.at(-1);
  if (!page) throw new Error('The site seems to be down.');
  if (page.status < 200 || (page.status >= 400 && page.status !== 401 && page.status !== 403)) {
    throw new Error(`Site did respond with an unexpected HTTP status code ${page.status}.`);
  }
  const body = page.body ?? '';
  const html = readHtml(body);
  const readsMeta = HTML_TYPES.has((header(page, 'content-type') ?? '').split(';')[0]!) && body !== '';
  const metaCsp: string[] = [];
  let metaReferrer: string[] = [];
  for (const meta of readsMeta ? html.metas : []) {
    if (meta.httpEquiv !== null && meta.content !== null) {
      if (meta.content && meta.httpEquiv.toLowerCase().trim() === 'content-security-policy') metaCsp.push(meta.content);
    } else if (meta.name?.toLowerCase().trim() === 'referrer' && meta.content) {
      metaReferrer = [meta.content];
    }
  }
  return {
    session,
    page,
    http: scan.httpChain.at(-1) ?? null,
    https: scan.httpsChain.at(-1) ?? null,
    httpChain: scan.httpChain,
    // The HTTP session's certificate matters only once it is redirected to HTTPS.
    httpVerified: scan.certificateVerified || !scan.httpChain.some((answer) => answer.url.startsWith('https:')),
    httpsVerified: scan.certificateVerified,
    corsPreflight: scan.corsPreflight,
    scripts: html.scripts,
    metaCsp,
    metaReferrer,
    cookies: cookieJar(session),
  };
}

// jsdom, a devDependency of the site, ships no type declarations: this is the little of it used here.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: new (html: string) => { window: { DOMParser: typeof DOMParser } } };
let htmlParser: DOMParser | undefined;

/**
 * The `<script>` and `<meta>` tags of a page. The scanner parses with scripting off, so the tags inside
 * `<noscript>` count too; so does DOMParser. One window serves every page: a window is slow to make.
 */
function readHtml(body: string) {
  if (body === '') return { scripts: [], metas: [] };
  htmlParser ??= new new JSDOM('').window.DOMParser();
  const document = htmlParser.parseFromString(body, 'text/html');
  const elements = (tag: string) => [...document.querySelectorAll(tag)];
  return {
    scripts: elements('script').map((script) => ({ src: script.getAttribute('src'), integrity: script.getAttribute('integrity') })),
    metas: elements('meta').map((meta) => ({
      httpEquiv: meta.getAttribute('http-equiv'),
      name: meta.getAttribute('name'),
      content: meta.getAttribute('content'),
    })),
  };
}

// Node's HTTP client, under the scanner's axios, keeps only the first of these when one is repeated,
// keeps Set-Cookie lines apart and joins any other repeated header with ", "; axios trims every value.
const FIRST_VALUE_ONLY = new Set([
  'age', 'authorization', 'content-length', 'content-type', 'etag', 'expires', 'from', 'host', 'if-modified-since',
  'if-unmodified-since', 'last-modified', 'location', 'max-forwards', 'proxy-authorization', 'referer', 'retry-after',
  'server', 'user-agent',
]);

function headerLines(answer: Answer | null, name: string): string[] {
  return (answer?.headers ?? []).filter(([lineName]) => lineName.toLowerCase() === name).map(([, value]) => value.trim());
}

/** A header as the scanner reads it, or null when absent. */
function header(answer: Answer | null, name: string): string | null {
  const values = headerLines(answer, name);
  if (values.length === 0) return null;
  return FIRST_VALUE_ONLY.has(name) ? values[0]! : values.join(', ');
}

/**
 * The cookies the session's jar (tough-cookie) holds after the chain: a later cookie of the same name,
 * domain and path replaces an earlier one. Expired cookies stay, as they do in its store.
 */
function cookieJar(session: readonly Answer[]): Cookie[] {
  const jar = new Map<string, Cookie>();
  for (const answer of session) {
    const url = new URL(answer.url);
    for (const line of headerLines(answer, 'set-cookie')) {
      const cookie = parseSetCookie(line, url);
      if (cookie) jar.set(`${cookie.domain};${cookie.path};${cookie.name}`, cookie);
    }
  }
  return [...jar.values()];
}

/**
 * A Set-Cookie line as tough-cookie parses and stores it; undefined for a line it refuses: no `name=`, a
 * Domain the host is not in, or a __Secure-/__Host- prefix whose conditions are not met. (It refuses a
 * Domain that is a public suffix too, which takes the suffix list: such a cookie counts here.)
 */
function parseSetCookie(line: string, url: URL): Cookie | undefined {
  const [pair = '', ...attributes] = line.trim().split(';');
  const equals = pair.indexOf('=');
  if (equals <= 0) return undefined;
  const defaultPath = url.pathname.lastIndexOf('/') > 0 ? url.pathname.slice(0, url.pathname.lastIndexOf('/')) : '/';
  const cookie: Cookie = {
    name: pair.slice(0, equals).trim(),
    domain: url.hostname,
    path: defaultPath,
    secure: false,
    httpOnly: false,
    sameSite: undefined,
  };
  let hostOnly = true;
  for (const attribute of attributes) {
    const separator = attribute.indexOf('=');
    const key = (separator === -1 ? attribute : attribute.slice(0, separator)).trim().toLowerCase();
    const value = separator === -1 ? '' : attribute.slice(separator + 1).trim();
    if (key === 'secure') cookie.secure = true;
    else if (key === 'httponly') cookie.httpOnly = true;
    else if (key === 'domain' && value.replace(/^\./, '')) {
      cookie.domain = value.replace(/^\./, '').toLowerCase();
      hostOnly = false;
    } else if (key === 'path') cookie.path = value.startsWith('/') ? value : defaultPath;
    else if (key === 'samesite') {
      const sameSite = value.toLowerCase();
      cookie.sameSite = sameSite === 'strict' || sameSite === 'lax' || sameSite === 'none' ? sameSite : undefined;
    }
  }
  const host = url.hostname;
  const inDomain = host === cookie.domain || (host.endsWith(`.${cookie.domain}`) && !/^[\d.]+$|:/.test(host));
  if (!inDomain) return undefined;
  if (cookie.name.startsWith('__Secure-') && !cookie.secure) return undefined;
  if (cookie.name.startsWith('__Host-') && !(cookie.secure && hostOnly && cookie.path === '/')) return undefined;
  return cookie;
}

// ---------------------------------------------------------------------------------------------------
// The analyzers, one per test of the scanner, in its order (src/constants.js, ALL_TESTS).

interface Outcome {
  result: Result;
  pass: boolean;
}

/** `next` if it ranks lower in `order` (best first) than `current`: the scanner's onlyIfWorse. */
function worse(next: Result, current: Result | null, order: readonly Result[]): Result {
  return current === null || order.indexOf(next) > order.indexOf(current) ? next : current;
}

export interface ParsedCsp {
  /** Sources by directive; with several policies, only the sources all of them allow. */
  directives: Map<string, Set<string>>;
  /** report-uri and report-to may be repeated; any other repeated directive makes the policy invalid. */
  repeatedReportDirectives: Set<string>;
}

const REPEATABLE_DIRECTIVES = new Set(['report-uri', 'report-to']);
const compareSources = new Intl.Collator('en').compare;

/** Parses policies as the scanner does (src/analyzer/cspParser.js, parseCsp); throws for an invalid one. */
export function parseCsp(policies: readonly string[]): ParsedCsp {
  const cleaned = policies.map((policy) => policy.replaceAll(/[\r\n]/g, '').trim());
  for (const policy of cleaned) {
    if (policy.length < 'img-src'.length - 1) throw new Error(`Invalid policy: ${policy}`);
  }
  type Source = { source: string; policy: number; keep: boolean };
  const directives = new Map<string, Source[]>();
  const repeatedReportDirectives = new Set<string>();

  for (const [policyIndex, policy] of cleaned.entries()) {
    const seen = new Set<string>();
    for (const entry of policy.split(';')) {
      const [rawName = '', ...values] = entry.trim().split(/\s+/);
      if (!rawName) continue;
      const name = rawName.toLowerCase();
      if (seen.has(name)) {
        if (!REPEATABLE_DIRECTIVES.has(name)) throw new Error(`Duplicate directive ${name} in policy ${policyIndex}`);
        repeatedReportDirectives.add(name);
      }
      seen.add(name);

      const keep = policyIndex === 0;
      const sources: Source[] = values.map((value) => ({ source: value.trim().toLocaleLowerCase(), policy: policyIndex, keep }));
      if (values.length === 0 && name.endsWith('-src')) sources.push({ source: "'none'", policy: policyIndex, keep });
      const combined = policyIndex === 0 ? sources : [...(directives.get(name) ?? []), ...sources];
      combined.sort((a, b) => compareSources(a.source, b.source));
      // Sorted, a source right after a shorter one of its own policy that it starts with is superfluous,
      // and a source of a later policy counts only where the previous policies allow it too.
      for (let index = 1; index < combined.length; index++) {
        const current = combined[index]!;
        const previous = combined[index - 1]!;
        if (current.policy === previous.policy && current.source.startsWith(previous.source)) current.keep = false;
        if (current.policy !== previous.policy && pathPartMatch(previous.source, current.source)) current.keep = true;
      }
      const kept = combined.filter((source) => source.keep);
      directives.set(name, kept);
      if (policyIndex === 0 && cleaned.length > 1) {
        for (const source of kept) source.keep = false;
      }
    }
  }
  return {
    directives: new Map(
      [...directives].map(([name, sources]) => [name, new Set(sources.length > 0 ? sources.map(({ source }) => source) : ["'none'"])]),
    ),
    repeatedReportDirectives,
  };
}

function pathPartMatch(pathA: string, pathB: string): boolean {
  if (pathA.length === 0) return true;
  if (pathA === '/' && pathB.length === 0) return true;
  const exactMatch = !pathA.endsWith('/');
  const partsA = pathA.split('/');
  const partsB = pathB.split('/');
  if (partsA.length > partsB.length) return false;
  if (exactMatch && partsA.length !== partsB.length) return false;
  if (!exactMatch) partsA.pop();
  return partsA.every((part, index) => decodeURIComponent(part) === decodeURIComponent(partsB[index]!));
}

const DANGEROUSLY_BROAD = new Set(['ftp:', 'http:', 'https:', '*', 'http://*', 'http://*.*', 'https://*', 'https://*.*']);
const BROAD_OR_UNSAFE_INLINE = new Set([...DANGEROUSLY_BROAD, "'unsafe-inline'", 'data:']);
const PASSIVE_DIRECTIVES = ['img-src', 'media-src'];
const NONCE_OR_HASH = ["'sha256-", "'sha384-", "'sha512-", "'nonce-"];
const CSP_PASSING: readonly Result[] = [
  'csp-implemented-with-no-unsafe',
  'csp-implemented-with-no-unsafe-default-src-none',
  'csp-implemented-with-unsafe-inline-in-style-src-only',
  'csp-implemented-with-insecure-scheme-in-passive-content-only',
];

function hasNonceOrHash(sources: Set<string>): boolean {
  return [...sources].some((source) => NONCE_OR_HASH.some((prefix) => source.startsWith(prefix)));
}

function splitPolicies(value: string): string[] {
  return value.split(',').map((policy) => policy.trim());
}

function parseOrEmpty(policies: string[]): Map<string, Set<string>> {
  try {
    return parseCsp(policies).directives;
  } catch {
    return new Map();
  }
}

/** The directives are returned too: x-frame-options reads frame-ancestors from them. */
function contentSecurityPolicy(retrieval: Retrieval): Outcome & { directives: Map<string, Set<string>> | null } {
  const headerValue = header(retrieval.page, 'content-security-policy');
  const httpPolicies = headerValue === null ? [] : splitPolicies(headerValue);
  const metaPolicies = retrieval.metaCsp.flatMap(splitPolicies);
  let parsed: ParsedCsp;
  try {
    parsed = parseCsp([...httpPolicies, ...metaPolicies]);
  } catch {
    return { result: 'csp-header-invalid', pass: false, directives: null };
  }
  // A meta tag may not set frame-ancestors, report-uri or sandbox: a meta policy of nothing else is no policy.
  const metaDirectives = parseOrEmpty(metaPolicies);
  for (const name of ['frame-ancestors', 'report-uri', 'sandbox']) metaDirectives.delete(name);
  if (parseOrEmpty(httpPolicies).size + metaDirectives.size === 0) {
    const reportOnly = header(retrieval.page, 'content-security-policy-report-only');
    return { result: reportOnly ? 'csp-not-implemented-but-reporting-enabled' : 'csp-not-implemented', pass: false, directives: null };
  }

  // These are the parsed sets themselves, so that what is removed below no longer counts anywhere.
  const directives = parsed.directives;
  const sourcesOf = (name: string) => directives.get(name) ?? directives.get('default-src') ?? new Set(['*']);
  const objectSrc = sourcesOf('object-src');
  const scriptSrc = sourcesOf('script-src');
  const styleSrc = sourcesOf('style-src');
  // Browsers that know hashes and nonces ignore 'unsafe-inline' beside them.
  for (const sources of [scriptSrc, styleSrc]) {
    if (hasNonceOrHash(sources)) sources.delete("'unsafe-inline'");
  }
  let result: Result | null = null;
  if (scriptSrc.has("'strict-dynamic'")) {
    if (hasNonceOrHash(scriptSrc)) {
      // With 'strict-dynamic', browsers ignore host and scheme sources, 'self' and 'unsafe-inline'.
      for (const source of scriptSrc) {
        if ([...DANGEROUSLY_BROAD].some((broad) => source.startsWith(broad)) || source === "'self'" || source === "'unsafe-inline'") {
          scriptSrc.delete(source);
        }
      }
    } else {
      result = 'csp-header-invalid';
    }
  }

  const activeSources = [...directives]
    .filter(([name]) => !PASSIVE_DIRECTIVES.includes(name) && name !== 'script-src')
    .flatMap(([, sources]) => [...sources])
    .concat([...scriptSrc]);
  const passiveSources = PASSIVE_DIRECTIVES.flatMap((name) => [...(directives.get(name) ?? directives.get('default-src') ?? [])]);
  const https = new URL(retrieval.session[0]!.url).protocol === 'https:';
  const insecure = (source: string) => source.startsWith('http:') || source.startsWith('ftp:');
  const defaultSrc = directives.get('default-src');
  // The first that holds, in the scanner's order.
  const findings: [boolean, Result][] = [
    [
      [...scriptSrc].some((source) => BROAD_OR_UNSAFE_INLINE.has(source)) || [...objectSrc].some((source) => DANGEROUSLY_BROAD.has(source)),
      'csp-implemented-with-unsafe-inline',
    ],
    [https && activeSources.some(insecure), 'csp-implemented-with-insecure-scheme'],
    [scriptSrc.has("'unsafe-eval'") || styleSrc.has("'unsafe-eval'"), 'csp-implemented-with-unsafe-eval'],
    [https && passiveSources.some(insecure), 'csp-implemented-with-insecure-scheme-in-passive-content-only'],
    [[...styleSrc].some((source) => BROAD_OR_UNSAFE_INLINE.has(source)), 'csp-implemented-with-unsafe-inline-in-style-src-only'],
    [defaultSrc?.size === 1 && defaultSrc.has("'none'"), 'csp-implemented-with-no-unsafe-default-src-none'],
  ];
  result ??= findings.find(([holds]) => holds)?.[1] ?? 'csp-implemented-with-no-unsafe';
  const pass = CSP_PASSING.includes(result);
  if (pass && parsed.repeatedReportDirectives.size > 0) result = 'csp-implemented-but-duplicate-directives';
  return { result, pass, directives };
}

const COOKIE_ORDER: readonly Result[] = [
  'cookies-without-secure-flag-but-protected-by-hsts',
  'cookies-without-secure-flag',
  'cookies-session-without-secure-flag-but-protected-by-hsts',
  'cookies-samesite-flag-invalid',
  'cookies-anticsrf-without-samesite-flag',
  'cookies-session-without-httponly-flag',
  'cookies-session-without-secure-flag',
];

/** A SameSite attribute without a value, or with one other than Strict, Lax or None. */
function hasInvalidSameSite(line: string): boolean {
  return line
    .trim()
    .split(';')
    .some((part) => {
      const [key = '', value] = part.trim().split('=');
      return key.trim().toLowerCase() === 'samesite' && (!value || !['lax', 'strict', 'none'].includes(value.trim().toLowerCase()));
    });
}

function cookies(retrieval: Retrieval): Outcome {
  const hsts = strictTransportSecurity(retrieval).pass;
  let result: Result | null = null;
  for (const line of headerLines(retrieval.page, 'set-cookie')) {
    if (hasInvalidSameSite(line)) result = worse('cookies-samesite-flag-invalid', result, COOKIE_ORDER);
  }
  // See https://github.com/mozilla/http-observatory/issues/282 for why this one is left out.
  const jar = retrieval.cookies.filter((cookie) => cookie.name !== 'heroku-session-affinity');
  if (jar.length === 0) return { result: 'cookies-not-found', pass: true };

  for (const cookie of jar) {
    const key = cookie.name.toLowerCase();
    const session = key.includes('login') || key.includes('sess');
    if (!cookie.secure && cookie.sameSite === 'none') result = worse('cookies-samesite-flag-invalid', result, COOKIE_ORDER);
    if (!cookie.secure) {
      result = worse(hsts ? 'cookies-without-secure-flag-but-protected-by-hsts' : 'cookies-without-secure-flag', result, COOKIE_ORDER);
    }
    if (key.includes('csrf') && !cookie.sameSite) result = worse('cookies-anticsrf-without-samesite-flag', result, COOKIE_ORDER);
    if (session && !cookie.secure) {
      const withoutSecure = hsts ? 'cookies-session-without-secure-flag-but-protected-by-hsts' : 'cookies-session-without-secure-flag';
      result = worse(withoutSecure, result, COOKIE_ORDER);
    }
    if (session && !cookie.httpOnly) result = worse('cookies-session-without-httponly-flag', result, COOKIE_ORDER);
  }
  result ??= jar.every((cookie) => cookie.sameSite)
    ? 'cookies-secure-with-httponly-sessions-and-samesite'
    : 'cookies-secure-with-httponly-sessions';
  return {
    result,
    pass: result === 'cookies-secure-with-httponly-sessions-and-samesite' || result === 'cookies-secure-with-httponly-sessions',
  };
}

function crossOriginResourceSharing(retrieval: Retrieval): Outcome {
  const allowOrigin = header(retrieval.corsPreflight, 'access-control-allow-origin');
  if (!allowOrigin) return { result: 'cross-origin-resource-sharing-not-implemented', pass: true };
  const credentials = header(retrieval.corsPreflight, 'access-control-allow-credentials');
  if (allowOrigin.trim().toLowerCase() === '*') return { result: 'cross-origin-resource-sharing-implemented-with-public-access', pass: true };
  if (allowOrigin === OBSERVATORY_ORIGIN && credentials?.toLowerCase().trim() === 'true') {
    return { result: 'cross-origin-resource-sharing-implemented-with-universal-access', pass: false };
  }
  return { result: 'cross-origin-resource-sharing-implemented-with-restricted-access', pass: true };
}

function redirection(retrieval: Retrieval): Outcome {
  const route = retrieval.httpChain.map((answer) => new URL(answer.url));
  let result: Result;
  // redirection-all-redirects-preloaded needs every host of the route in Chromium's HSTS preload list,
  // which a local scan does not have: no host counts as preloaded here.
  if (route.length === 0) result = 'redirection-not-needed-no-http';
  else if (!retrieval.httpVerified) result = 'redirection-invalid-cert';
  else if (route.length === 1) result = 'redirection-missing';
  else if (route.at(-1)!.protocol !== 'https:') result = 'redirection-not-to-https';
  else if (route[1]!.protocol === 'http:') result = 'redirection-not-to-https-on-initial-redirection';
  else if (route[0]!.protocol === 'http:' && route[1]!.protocol === 'https:' && route[0]!.hostname !== route[1]!.hostname) {
    result = 'redirection-off-host-from-http';
  }
  else result = 'redirection-to-https';
  return { result, pass: result === 'redirection-to-https' || result === 'redirection-not-needed-no-http' };
}

const PRIVATE_REFERRER_POLICIES = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'];
const UNSAFE_REFERRER_POLICIES = ['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade'];

function referrerPolicy(retrieval: Retrieval): Outcome {
  const headerValue = header(retrieval.page, 'referrer-policy');
  // The meta tag comes last, so it wins over the header.
  const values = [...(headerValue === null ? [] : [headerValue]), ...retrieval.metaReferrer];
  if (values.length === 0) return { result: 'referrer-policy-not-implemented', pass: true };
  const policy = values
    .join(', ')
    .split(',')
    .map((value) => value.toLowerCase().trim())
    .filter((value) => PRIVATE_REFERRER_POLICIES.includes(value) || UNSAFE_REFERRER_POLICIES.includes(value))
    .at(-1);
  if (policy && PRIVATE_REFERRER_POLICIES.includes(policy)) return { result: 'referrer-policy-private', pass: true };
  if (policy) return { result: 'referrer-policy-unsafe', pass: false };
  return { result: 'referrer-policy-header-invalid', pass: false };
}

// 15768000 s is six months; the scanner accepts the 15552000 that many sites send.
const SIX_MONTHS = 15_552_000;

function strictTransportSecurity(retrieval: Retrieval): Outcome {
  // hsts-preloaded (+5) needs the host in Chromium's HSTS preload list, which a local scan does not have:
  // no host counts as preloaded here, whatever its header says.
  const value = header(retrieval.https, 'strict-transport-security');
  let result: Result;
  if (!retrieval.https) result = 'hsts-not-implemented-no-https';
  else if (!retrieval.httpsVerified) result = 'hsts-invalid-cert';
  else if (value === null) result = 'hsts-not-implemented';
  else result = hstsMaxAge(value);
  return { result, pass: result === 'hsts-implemented-max-age-at-least-six-months' };
}

function hstsMaxAge(value: string): Result {
  // A comma means the header was sent twice.
  if (value.includes(',')) return 'hsts-header-invalid';
  let maxAge: number | null = null;
  for (const parameter of value.split(';').map((part) => part.trim().toLowerCase())) {
    if (parameter.startsWith('max-age=')) maxAge = Number.parseInt(parameter.slice('max-age='.length), 10);
  }
  if (maxAge === null) return 'hsts-header-invalid';
  // As in the scanner, a max-age that is no number (NaN) is not less than six months.
  return maxAge < SIX_MONTHS ? 'hsts-implemented-max-age-less-than-six-months' : 'hsts-implemented-max-age-at-least-six-months';
}

const SRI_ORDER: readonly Result[] = [
  'sri-implemented-and-all-scripts-loaded-securely',
  'sri-implemented-and-external-scripts-loaded-securely',
  'sri-implemented-but-external-scripts-not-loaded-securely',
  'sri-not-implemented-but-external-scripts-loaded-securely',
  'sri-not-implemented-and-external-scripts-not-loaded-securely',
  'sri-not-implemented-response-not-html',
];
const SRI_PASSING: readonly Result[] = [
  'sri-implemented-and-all-scripts-loaded-securely',
  'sri-implemented-and-external-scripts-loaded-securely',
  'sri-not-implemented-response-not-html',
  'sri-not-implemented-but-all-scripts-loaded-from-secure-origin',
  'sri-not-implemented-but-no-scripts-loaded',
];

function subresourceIntegrity(retrieval: Retrieval): Outcome {
  const mime = (header(retrieval.page, 'content-type') ?? '').split(';')[0];
  if (mime && !HTML_TYPES.has(mime)) return { result: 'sri-not-implemented-response-not-html', pass: true };

  const base = new URL(retrieval.page.url);
  // A protocol-relative src loads over HTTPS whenever a visitor ends on HTTPS.
  const httpEndsOnHttps = retrieval.http === null || retrieval.http.url.startsWith('https:');
  let result: Result | null = null;
  let foreignScripts = false;
  for (const { src, integrity } of retrieval.scripts) {
    if (!src) continue;
    let url: URL;
    try {
      url = new URL(src, base);
    } catch {
      continue;
    }
    const secure = /^\/\/[^/]/.test(src) ? httpEndsOnHttps : url.protocol === 'https:';
    if (url.origin === base.origin) {
      if (integrity && secure && result === null) result = 'sri-implemented-and-all-scripts-loaded-securely';
      continue;
    }
    foreignScripts = true;
    if (integrity && !secure) result = worse('sri-implemented-but-external-scripts-not-loaded-securely', result, SRI_ORDER);
    else if (!integrity && secure) result = worse('sri-not-implemented-but-external-scripts-loaded-securely', result, SRI_ORDER);
    else if (!integrity) result = worse('sri-not-implemented-and-external-scripts-not-loaded-securely', result, SRI_ORDER);
  }
  if (retrieval.scripts.length === 0) result = 'sri-not-implemented-but-no-scripts-loaded';
  result ??= foreignScripts ? 'sri-implemented-and-external-scripts-loaded-securely' : 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin';
  return { result, pass: SRI_PASSING.includes(result) };
}

function xContentTypeOptions(retrieval: Retrieval): Outcome {
  const value = header(retrieval.page, 'x-content-type-options');
  if (!value) return { result: 'x-content-type-options-not-implemented', pass: false };
  if (value.trim().toLowerCase() === 'nosniff') return { result: 'x-content-type-options-nosniff', pass: true };
  return { result: 'x-content-type-options-header-invalid', pass: false };
}

function xFrameOptions(retrieval: Retrieval): Outcome {
  const value = header(retrieval.page, 'x-frame-options');
  const policy = value?.trim().toLowerCase();
  let result: Result;
  if (!value) result = 'x-frame-options-not-implemented';
  else if (policy === 'deny' || policy === 'sameorigin') result = 'x-frame-options-sameorigin-or-deny';
  else if (policy?.startsWith('allow-from')) result = 'x-frame-options-allow-from-origin';
  else result = 'x-frame-options-header-invalid';
  if (contentSecurityPolicy(retrieval).directives?.has('frame-ancestors')) result = 'x-frame-options-implemented-via-csp';
  return { result, pass: result !== 'x-frame-options-not-implemented' && result !== 'x-frame-options-header-invalid' };
}

function crossOriginResourcePolicy(retrieval: Retrieval): Outcome {
  const policy = header(retrieval.page, 'cross-origin-resource-policy')?.trim().toLowerCase();
  if (!policy) return { result: 'corp-not-implemented', pass: true };
  if (policy === 'same-site') return { result: 'corp-implemented-with-same-site', pass: true };
  if (policy === 'same-origin') return { result: 'corp-implemented-with-same-origin', pass: true };
  if (policy === 'cross-origin') return { result: 'corp-implemented-with-cross-origin', pass: true };
  return { result: 'corp-header-invalid', pass: false };
}

const ANALYZERS: readonly (readonly [TestName, (retrieval: Retrieval) => Outcome])[] = [
  ['content-security-policy', contentSecurityPolicy],
  ['cookies', cookies],
  ['cross-origin-resource-sharing', crossOriginResourceSharing],
  ['redirection', redirection],
  ['referrer-policy', referrerPolicy],
  ['strict-transport-security', strictTransportSecurity],
  ['subresource-integrity', subresourceIntegrity],
  ['x-content-type-options', xContentTypeOptions],
  ['x-frame-options', xFrameOptions],
  ['cross-origin-resource-policy', crossOriginResourcePolicy],
];
