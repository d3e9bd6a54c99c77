import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { createSiteServer } from '@/lib/request/site-server';
import { refusedPostPage } from '@/lib/request/refused-post-page';
import { contentSecurityPolicy } from '@/lib/security/security-headers';
import type { SiteStylesheets } from '@/lib/security/site-stylesheets';

/**
 * The site's front (server.ts) in front of a stub that answers the ways Next.js does: the header set by
 * next.config.ts `headers()`, then a page written whole, in a stream of chunks after flushing its head,
 * or through `writeHead` with its headers.
 */
const policy = contentSecurityPolicy({ development: false, https: false });
const bootstrap = '(self.__next_f=self.__next_f||[]).push([0])';
const payload = (text: string) => `self.__next_f.push([1,${JSON.stringify(text)}])`;
const chunkBootstrap = '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/20n_drg1zb0_1.js"],"runtimeModuleIds":[494553]});';
const foreign = 'alert(document.cookie)\n/* von einem Text des CMS */';
const page = (...scripts: string[]) => `<!DOCTYPE html><html lang="de"><head><script src="/_next/static/chunks/a.js" async=""></script></head><body><h1>Über uns</h1>${scripts.map((script) => `<script>${script}</script>`).join('')}</body></html>`;
const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
/** The build's stylesheets of these tests: one layout, one page's (their texts, by address). */
const css = { '/_next/static/chunks/layout.css': 'body{margin:0}', '/_next/static/chunks/page.css': '.hero{padding:1rem}' };
const stylesheets: SiteStylesheets = {
  approves: (dataHref, hash) => hash === hashOf((dataHref ?? '').split(' ').map((href) => css[href as keyof typeof css] ?? '\0').join('')),
  each: Object.values(css).map(hashOf),
};
const inlinedStyle = `<style data-precedence="next" data-href="${Object.keys(css).join(' ')}">${Object.values(css).join('')}</style>`;
const styledPage = (extra = '') => page(bootstrap, payload('Startseite')).replace('</head>', `${inlinedStyle}${extra}</head>`);

const answers: Record<string, (response: http.ServerResponse) => void> = {
  '/whole/': (response) => {
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    response.end(page(bootstrap, payload('Qualität')));
  },
  '/with-chunks/': (response) => {
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    response.end(page(chunkBootstrap, bootstrap, payload('Startseite')));
  },
  ...Object.fromEntries(
    ['/injected/', '/news/injected/', '/karriere/injected/'].map((path) => [
      path,
      (response: http.ServerResponse) => {
        response.setHeader('Content-Type', 'text/html; charset=utf-8');
        response.end(page(bootstrap, foreign, payload('Karriere'), `${payload('x')};alert(1)`));
      },
    ]),
  ),
  '/streamed/': (response) => {
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    response.flushHeaders();
    const body = Buffer.from(page(bootstrap, payload('eins'), payload('zwei')));
    // Split inside a multi-byte character and inside a script.
    response.write(body.subarray(0, 120));
    setTimeout(() => {
      response.write(body.subarray(120, 200));
      response.end(body.subarray(200));
    }, 20);
  },
  '/head-given/': (response) => {
    response.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'X-Page': 'not-found' });
    response.end(page(payload('Nicht gefunden')));
  },
  '/head-given-as-list/': (response) => {
    response.writeHead(200, ['Content-Type', 'text/html; charset=utf-8', 'Set-Cookie', 'a=1', 'Set-Cookie', 'b=2']);
    response.end(page(payload('Liste')));
  },
  '/large/': (response) => {
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    response.end(page(bootstrap, payload('x'.repeat(200_000))));
  },
  '/data.json': (response) => {
    response.setHeader('Content-Type', 'application/json');
    response.end(JSON.stringify({ page: page(payload('nicht gehasht')) }));
  },
  '/styled/': (response) => {
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    response.end(styledPage());
  },
  '/styled/injected/': (response) => {
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    response.end(styledPage('<style>main{display:none}</style>'));
  },
  '/refused/': (response) => {
    response.statusCode = 400;
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    response.end(refusedPostPage('de', 'malformed'));
  },
  '/unchanged/': (response) => {
    response.statusCode = 304;
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    response.end();
  },
};

let server: http.Server;
let port: number;
/** What the front logs of inline scripts and style elements it did not approve. */
let warn: MockInstance<typeof console.warn>;

beforeAll(async () => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  server = createSiteServer(
    (request, response) => {
      response.setHeader('Content-Security-Policy', policy);
      answers[new URL(request.url ?? '/', 'http://site.invalid').pathname]?.(response);
    },
    { development: false, siteStylesheets: stylesheets },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterEach(() => warn.mockClear());

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  warn.mockRestore();
});

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

function get(path: string, { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, method, path, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
    request.end();
  });
}

const sourcesOf = (answer: Answer, directive: string) =>
  String(answer.headers['content-security-policy'])
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === directive)
    ?.slice(1);
const scriptSources = (answer: Answer) => sourcesOf(answer, 'script-src');

describe('the policy of an HTML answer', () => {
  it('lists the hash of each inline script of a page sent whole, beside the policy Next.js set', async () => {
    const answer = await get('/whole/');
    expect(answer.body.toString()).toBe(page(bootstrap, payload('Qualität')));
    expect(scriptSources(answer)).toEqual(["'self'", hashOf(bootstrap), hashOf(payload('Qualität'))]);
    expect(String(answer.headers['content-security-policy'])).toContain("object-src 'none'");
  });

  it('lists every script of a page streamed in chunks after its head was flushed', async () => {
    const answer = await get('/streamed/');
    expect(answer.body.toString()).toBe(page(bootstrap, payload('eins'), payload('zwei')));
    expect(scriptSources(answer)).toEqual(["'self'", hashOf(bootstrap), hashOf(payload('eins')), hashOf(payload('zwei'))]);
  });

  it('keeps the status and headers given to writeHead (the 404 and error pages)', async () => {
    const answer = await get('/head-given/');
    expect(answer.status).toBe(404);
    expect(answer.headers['x-page']).toBe('not-found');
    expect(scriptSources(answer)).toEqual(["'self'", hashOf(payload('Nicht gefunden'))]);
  });

  it("keeps every header of Node's flat list form, a header given twice with both values", async () => {
    const answer = await get('/head-given-as-list/');
    expect(answer.headers['set-cookie']).toEqual(['a=1', 'b=2']);
    expect(scriptSources(answer)).toEqual(["'self'", hashOf(payload('Liste'))]);
  });

  it('hashes the page before it is compressed: the compressed body is the same page', async () => {
    const answer = await get('/large/', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(answer.body).toString()).toBe(page(bootstrap, payload('x'.repeat(200_000))));
    expect(scriptSources(answer)).toEqual(["'self'", hashOf(bootstrap), hashOf(payload('x'.repeat(200_000)))]);
  });

  it('sends a HEAD answer with the policy as set, without hashes (it has no body)', async () => {
    const answer = await get('/whole/', { method: 'HEAD' });
    expect(answer.headers['content-security-policy']).toBe(policy);
  });
});

describe('an inline script of a form the site does not write', () => {
  it('gets no hash, so the browser blocks it; the scripts of known forms keep theirs', async () => {
    const answer = await get('/injected/');
    expect(answer.body.toString()).toBe(page(bootstrap, foreign, payload('Karriere'), `${payload('x')};alert(1)`));
    expect(scriptSources(answer)).toEqual(["'self'", hashOf(bootstrap), hashOf(payload('Karriere'))]);
  });

  it('is logged once per path, with the beginning of the first such script, its control characters escaped', async () => {
    await get('/news/injected/?seite=1');
    await get('/news/injected/?seite=2');
    await get('/karriere/injected/');
    await get('/karriere/injected/');
    expect(warn.mock.calls).toEqual([
      ['[policy] an inline script of unknown form on /news/injected/ was not approved: alert(document.cookie)\\n/* von einem Text des CMS */'],
      ['[policy] an inline script of unknown form on /karriere/injected/ was not approved: alert(document.cookie)\\n/* von einem Text des CMS */'],
    ]);
  });

  it("is not logged for a page of known forms only, Turbopack's bootstrap of its chunks included", async () => {
    const answer = await get('/with-chunks/');
    expect(scriptSources(answer)).toEqual(["'self'", hashOf(chunkBootstrap), hashOf(bootstrap), hashOf(payload('Startseite'))]);
    await get('/whole/');
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('the stylesheets of a page', () => {
  it('are approved when a style element holds the build’s files it names, and each of them alone, for a client-side navigation', async () => {
    const answer = await get('/styled/');
    expect(sourcesOf(answer, 'style-src')).toEqual(["'self'", hashOf(Object.values(css).join('')), ...Object.values(css).map(hashOf)]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('approve no other style element, which is logged once for its path', async () => {
    const answer = await get('/styled/injected/');
    expect(sourcesOf(answer, 'style-src')).not.toContain(hashOf('main{display:none}'));
    expect(sourcesOf(answer, 'style-src')).toContain(hashOf(Object.values(css).join('')));
    expect(warn.mock.calls).toEqual([['[policy] an inline style element of unknown form on /styled/injected/ was not approved: main{display:none}']]);
  });

  it('of the site’s page of a refused post are its own style element alone: it runs no script and leads nowhere client-side', async () => {
    const answer = await get('/refused/');
    const style = /<style>([^<]*)<\/style>/.exec(answer.body.toString())![1]!;
    expect(sourcesOf(answer, 'style-src')).toEqual(["'self'", hashOf(style)]);
  });
});

describe('answers that are not pages', () => {
  it('passes a JSON answer untouched, whatever it holds', async () => {
    const answer = await get('/data.json');
    expect(answer.headers['content-security-policy']).toBe(policy);
    expect(JSON.parse(answer.body.toString())).toEqual({ page: page(payload('nicht gehasht')) });
  });

  it('sends a 304 without a policy: the stored answer keeps the one that lists its own scripts', async () => {
    const answer = await get('/unchanged/');
    expect(answer.status).toBe(304);
    expect(answer.headers['content-security-policy']).toBeUndefined();
  });
});
