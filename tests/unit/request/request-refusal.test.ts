import { describe, expect, it } from 'vitest';
import { refusedPostPage } from '@/lib/request/refused-post-page';
import { clientErrorStatus, formPostCeiling, isMultipartForm, refusalOf, refusedPostReasons } from '@/lib/request/request-refusal';

const pages = ['/', '/kontakt/', '/en/contact/', '/kompetenzen/werkzeugbau/', '/karriere-lumoplast/stellenangebote/abc/', '/gibt-es-nicht/', '/de/kontakt/', '/kontakt'];

describe('refusalOf: methods', () => {
  it('hands GET, HEAD and POST on pages to Next.js', () => {
    for (const pathname of pages) {
      for (const method of ['GET', 'HEAD', 'POST', 'get']) expect(refusalOf({ method, pathname }), `${method} ${pathname}`).toBeNull();
    }
  });

  it('refuses every other method on a page, known or not, with 405 and Allow: GET, HEAD, POST', () => {
    for (const pathname of pages) {
      for (const method of ['PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'TRACK', 'CONNECT', 'PROPFIND', 'MKCOL', 'PURGE', 'SEARCH', 'QUERY']) {
        expect(refusalOf({ method, pathname }), `${method} ${pathname}`).toEqual({ kind: 'method', status: 405, allow: 'GET, HEAD, POST' });
      }
    }
  });

  it('refuses anything but GET and HEAD on files and on Next.js’s chunks and image endpoint, which answer other methods with 500', () => {
    for (const pathname of ['/media/brand/lumoplast-og.png', '/media/downloads/x.pdf', '/_next/static/chunks/a.js', '/_next/image']) {
      expect(refusalOf({ method: 'GET', pathname })).toBeNull();
      expect(refusalOf({ method: 'HEAD', pathname })).toBeNull();
      for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS', 'TRACE']) {
        expect(refusalOf({ method, pathname }), `${method} ${pathname}`).toEqual({ kind: 'method', status: 405, allow: 'GET, HEAD' });
      }
    }
  });

  it('leaves every method a route handler can see to the handler (its own 405 and Allow, OPTIONS)', () => {
    for (const pathname of ['/api/health/', '/api/revalidate/', '/api/preview/', '/api/news/', '/rss/news-de.xml', '/robots.txt', '/sitemap.xml', '/icon.svg']) {
      for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'PROPFIND']) expect(refusalOf({ method, pathname }), `${method} ${pathname}`).toBeNull();
    }
  });

  it('refuses on a route handler the methods it never sees, with the Allow the handler gives itself', () => {
    expect(refusalOf({ method: 'TRACE', pathname: '/api/revalidate/' })).toEqual({ kind: 'method', status: 405, allow: 'POST' });
    expect(refusalOf({ method: 'TRACE', pathname: '/api/health/' })).toEqual({ kind: 'method', status: 405, allow: 'GET, HEAD, OPTIONS' });
    expect(refusalOf({ method: 'TRACK', pathname: '/rss/news-en.xml' })).toEqual({ kind: 'method', status: 405, allow: 'GET, HEAD, OPTIONS' });
    expect(refusalOf({ method: 'CONNECT', pathname: '/robots.txt' })).toEqual({ kind: 'method', status: 405, allow: 'GET, HEAD' });
  });
});

describe('refusalOf: form posts', () => {
  it('hands a post up to the ceiling to the Server Action, whatever it holds', () => {
    for (const contentLength of ['0', '512', String(50 * 1024), String(2 * 1024 * 1024), String(formPostCeiling)]) {
      expect(refusalOf({ method: 'POST', pathname: '/kontakt/', contentLength }), contentLength).toBeNull();
    }
    expect(refusalOf({ method: 'POST', pathname: '/kontakt/' })).toBeNull();
  });

  it('refuses a larger post with 413, in the language of its path', () => {
    const contentLength = String(formPostCeiling + 1);
    expect(refusalOf({ method: 'POST', pathname: '/kontakt/', contentLength })).toEqual({ kind: 'post', status: 413, reason: 'tooLarge', locale: 'de' });
    expect(refusalOf({ method: 'POST', pathname: '/en/contact/', contentLength })).toEqual({ kind: 'post', status: 413, reason: 'tooLarge', locale: 'en' });
  });

  it('refuses a post of unannounced length with 411', () => {
    expect(refusalOf({ method: 'POST', pathname: '/en/contact/', transferEncoding: 'chunked' })).toEqual({ kind: 'post', status: 411, reason: 'lengthRequired', locale: 'en' });
    expect(refusalOf({ method: 'POST', pathname: '/kontakt/', contentLength: null, transferEncoding: 'chunked' })).toMatchObject({ status: 411, locale: 'de' });
  });

  it('leaves the length of posts to route handlers to the handlers', () => {
    expect(refusalOf({ method: 'POST', pathname: '/api/revalidate/', contentLength: String(formPostCeiling * 2) })).toBeNull();
    expect(refusalOf({ method: 'POST', pathname: '/api/revalidate/', transferEncoding: 'chunked' })).toBeNull();
  });
});

describe('isMultipartForm', () => {
  it('knows a multipart form by its content type', () => {
    expect(isMultipartForm('multipart/form-data; boundary=----x')).toBe(true);
    expect(isMultipartForm('Multipart/Form-Data')).toBe(true);
    expect(isMultipartForm('multipart/form-datax')).toBe(false);
    expect(isMultipartForm('text/plain')).toBe(false);
    expect(isMultipartForm(null)).toBe(false);
  });
});

describe('clientErrorStatus', () => {
  it('answers what Node answers by default', () => {
    expect(clientErrorStatus('HPE_INVALID_METHOD')).toBe(400);
    expect(clientErrorStatus('HPE_INVALID_HEADER_TOKEN')).toBe(400);
    expect(clientErrorStatus(undefined)).toBe(400);
    expect(clientErrorStatus('HPE_HEADER_OVERFLOW')).toBe(431);
    expect(clientErrorStatus('HPE_CHUNK_EXTENSIONS_OVERFLOW')).toBe(413);
    expect(clientErrorStatus('ERR_HTTP_REQUEST_TIMEOUT')).toBe(408);
  });
});

describe('refusedPostPage', () => {
  it('explains a refused post in the visitor’s language and leads back to the form', () => {
    const de = refusedPostPage('de', 'tooLarge');
    expect(de).toMatch(/^<!DOCTYPE html>\n<html lang="de">/);
    expect(de).toContain('<h1>Ihre Anfrage ist zu groß</h1>');
    expect(de).toContain('höchstens\u00a04\u00a0MB');
    expect(de).toContain('bis\u00a0zu\u00a05.000\u00a0Zeichen');
    expect(de).toContain('<a href="/kontakt/">Zurück zum Kontaktformular</a>');
    const en = refusedPostPage('en', 'malformed');
    expect(en).toMatch(/<html lang="en">/);
    expect(en).toContain('<h1>Your enquiry arrived incomplete</h1>');
    expect(en).toContain('<a href="/en/contact/">Back to the contact form</a>');
    expect(refusedPostPage('en', 'tooLarge')).toContain('up\u00a0to\u00a05,000 characters');
  });

  it('offers a post from a page of an earlier build to be sent again as typed, every value escaped', () => {
    const resend = { action: '/kontakt/', fields: [['$ACTION_1:0', '{"id":"60ab","bound":"$@1"}'], ['message', 'Guten Tag,\n<b>"50 000" & mehr</b>']] as [string, string][] };
    const de = refusedPostPage('de', 'outdated', resend);
    expect(de).toContain('<h1>Diese Seite wurde inzwischen aktualisiert</h1>');
    expect(de).toContain('<form method="post" action="/kontakt/" enctype="multipart/form-data">');
    expect(de).toContain('<input type="hidden" name="$ACTION_1:0" value="{&#34;id&#34;:&#34;60ab&#34;,&#34;bound&#34;:&#34;$@1&#34;}">');
    expect(de).toContain('value="Guten Tag,\n&#60;b&#62;&#34;50 000&#34; &#38; mehr&#60;/b&#62;"');
    expect(de).toContain('<button type="submit">Anfrage jetzt senden</button>');
    expect(de).toContain('<a href="/kontakt/">Zurück zum Kontaktformular</a>');
    expect(refusedPostPage('en', 'outdated', { ...resend, action: '/en/contact/' })).toContain('<button type="submit">Send the enquiry now</button>');
    // Without a form to send again (the page has no single action), only the way back.
    expect(refusedPostPage('en', 'outdated')).not.toContain('<form');
  });

  it('has no script and loads nothing', () => {
    for (const locale of ['de', 'en'] as const) {
      for (const reason of refusedPostReasons) {
        const page = refusedPostPage(locale, reason);
        expect(page).not.toMatch(/<script|<link|src=|\{\w+\}/);
        expect(page.match(/<h1>/g)).toHaveLength(1);
      }
    }
  });
});
