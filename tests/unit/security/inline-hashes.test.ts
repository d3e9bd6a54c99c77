import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineHashes } from '@/lib/security/inline-hashes';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const scriptHashes = (page: Buffer | string) => inlineHashes(page).scripts;

describe('inlineHashes', () => {
  it("hashes each inline script of a page as Next.js writes them: the bootstrap and the RSC payload's pushes", () => {
    const bootstrap = '(self.__next_f=self.__next_f||[]).push([0])';
    const payload = 'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])';
    const page = `<!DOCTYPE html><html><head><script src="/_next/static/chunks/a.js" async=""></script></head><body><script>${bootstrap}</script><script>${payload}</script></body></html>`;
    expect(scriptHashes(page)).toEqual([sha256(bootstrap), sha256(payload)]);
  });

  it('hashes the UTF-8 bytes of a script as sent, from a buffer as from a string', () => {
    const script = 'self.__next_f.push([1,"Über uns – Qualität"])';
    const page = `<script>${script}</script>`;
    expect(scriptHashes(Buffer.from(page, 'utf8'))).toEqual([sha256(script)]);
    expect(scriptHashes(page)).toEqual([sha256(script)]);
  });

  it('hashes a script with attributes (an id, a module) but not a script file or a JSON-LD data block', () => {
    const page = [
      '<script id="_R_">globalThis.a=1</script>',
      '<script type="module">globalThis.b=2</script>',
      '<script src="/x.js"></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script data-src="y">globalThis.c=3</script>',
    ].join('');
    expect(scriptHashes(page)).toEqual([sha256('globalThis.a=1'), sha256('globalThis.b=2'), sha256('globalThis.c=3')]);
  });

  it('hashes a script whose type the site does not know, rather than leave it blocked', () => {
    expect(scriptHashes('<script type="text/jscript">a()</script>')).toEqual([sha256('a()')]);
  });

  it('hashes the text as the browser parses it: CR LF and a lone CR become LF', () => {
    expect(scriptHashes('<script>a()\r\nb()\rc()</script>')).toEqual([sha256('a()\nb()\nc()')]);
  });

  it('lists a script repeated on the page once, and an empty script too (the browser checks it)', () => {
    expect(scriptHashes('<script>a()</script><SCRIPT>a()</SCRIPT ><script></script>')).toEqual([sha256('a()'), sha256('')]);
  });

  it('hashes the style elements of a standalone page for style-src, apart from its scripts', () => {
    const css = 'body{font-family:system-ui,sans-serif}a{color:#0b5cab}';
    expect(inlineHashes(`<head><style>${css}</style></head><body><script>a()</script></body>`)).toEqual({ scripts: [sha256('a()')], styles: [sha256(css)] });
  });

  it('finds nothing in a page without inline scripts or styles', () => {
    expect(inlineHashes('<!DOCTYPE html><p style="color:red">Kein Skript</p>')).toEqual({ scripts: [], styles: [] });
  });
});
