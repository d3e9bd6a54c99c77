import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { createElement, Suspense, type ReactNode } from 'react';
import type { renderToPipeableStream as RenderToPipeableStream } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { isKnownInlineScript } from '@/lib/security/known-inline-scripts';
import { reactInlineRuntime as react } from '@/lib/security/react-inline-runtime';

/**
 * The forms of inline scripts the policy approves: every one Next.js and React write into the site's
 * pages, made here by the installed packages' own code, and nothing that only resembles them. The built
 * pages themselves: approved-inline-hashes.test.ts.
 */
const require = createRequire(import.meta.url);
const scriptsOf = (html: string) => [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map(([, text = '']) => text);

/**
 * Scripts copied from the built pages (.next/server/app: every page carries the first two, de/news.html the
 * third). Whole pages: approved-inline-hashes.test.ts.
 */
const builtPageScripts = {
  "Turbopack's bootstrap of the page's chunks":
    '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/20n_drg1zb0_1.js","static/chunks/3dagq3020n5fe.js","static/chunks/3iibxm5xhg6yb.js","static/chunks/1zyokefv3cw4v.js"],"runtimeModuleIds":[494553]});',
  "the RSC payload's bootstrap": '(self.__next_f=self.__next_f||[]).push([0])',
  'a chunk of the RSC payload':
    'self.__next_f.push([1,"28:[\\"$\\",\\"p\\",null,{\\"className\\":\\"O5XzLa_feed\\",\\"children\\":[\\"$\\",\\"a\\",null,{\\"href\\":\\"/rss/de.xml\\",\\"type\\":\\"application/rss+xml\\",\\"className\\":\\"O5XzLa_feedLink\\",\\"children\\":\\"News als RSS-Feed abonnieren\\"}]}]\\n"])',
};

describe('the inline scripts of the built pages', () => {
  it.each(Object.entries(builtPageScripts))('approves %s', (_, script) => {
    expect(isKnownInlineScript(script)).toBe(true);
  });
});

describe('the inline scripts the installed Next.js writes', () => {
  it("approves the RSC payload's scripts: the bootstrap, with a posted form's state, a chunk of text and one of bytes", async () => {
    const { createNodeInlinedDataStream } = require('next/dist/server/app-render/stream-ops.node.js') as {
      createNodeInlinedDataStream: (source: Readable, nonce: string | undefined, formState: unknown) => Readable;
    };
    const payload = Readable.from([Buffer.from('0:{"a":"<b>Qualität & mehr</b>\u2028"}\n'), Buffer.from([0xff, 0x00, 0x80])]);
    let html = '';
    for await (const chunk of createNodeInlinedDataStream(payload, undefined, ['Gesendet', 'k1', 'action-id', 0])) html += String(chunk);
    const scripts = scriptsOf(html);
    expect(scripts.map((script) => script.slice(0, 25))).toEqual(['(self.__next_f=self.__nex', 'self.__next_f.push([1,"0:', 'self.__next_f.push([3,"/w']);
    expect(scripts[0]).toContain(';self.__next_f.push([2,');
    expect(scripts.filter((script) => !isKnownInlineScript(script))).toEqual([]);
  });

  it("approves Turbopack's bootstrap of a page's chunks", () => {
    const { getTurbopackChunkGroupBootstrap } = require('next/dist/server/get-page-files.js') as {
      getTurbopackChunkGroupBootstrap: (parameters: Record<string, unknown>, chunkLoadingGlobal: string, pages: string[]) => string;
    };
    const parameters = { otherChunks: ['static/chunks/20n_drg1zb0_1.js', 'static/chunks/turbopack-2u1d16houkiyo.js'], runtimeModuleIds: [494553, 0] };
    const script = getTurbopackChunkGroupBootstrap({ '/[locale]/page': parameters }, 'TURBOPACK', ['/[locale]/page']);
    expect(isKnownInlineScript(script)).toBe(true);
  });

  it('approves the script that moves icon links streamed into the body back into the head', async () => {
    const { createServerInsertedMetadata } = require('next/dist/server/app-render/metadata-insertion/create-server-inserted-metadata.js') as {
      createServerInsertedMetadata: (nonce?: string) => () => Promise<string>;
    };
    const scripts = scriptsOf(await createServerInsertedMetadata()());
    expect(scripts).toHaveLength(1);
    expect(isKnownInlineScript(scripts[0]!)).toBe(true);
  });
});

/**
 * The inline scripts of a page streamed by the production build of a react-dom server: a form with a
 * function for its action, boundaries that finish late (one inside another), one that fails and one that
 * needs a style sheet, so React writes every streaming script it has. Each promise settles after the
 * renderer wrote what the one before changed. The components throw a promise to suspend and make no
 * elements while rendering: the test's React (its development build) need not be the renderer's.
 */
function streamedScripts(renderer: string): Promise<string[]> {
  const { renderToPipeableStream } = require(renderer) as { renderToPipeableStream: typeof RenderToPipeableStream };
  const settled = new Map<Promise<string>, { value: string } | { error: unknown }>();
  const read = (promise: Promise<string>): string => {
    const result = settled.get(promise);
    if (!result) {
      promise.then((value) => settled.set(promise, { value }), (error: unknown) => settled.set(promise, { error }));
      throw promise;
    }
    if ('error' in result) throw result.error;
    return result.value;
  };
  const steps: (() => void)[] = [];
  const step = (outcome: string | Error) => {
    const promise = new Promise<string>((resolve, reject) => steps.push(() => (outcome instanceof Error ? reject(outcome) : resolve(outcome))));
    promise.catch(() => {});
    return promise;
  };
  const styleSheet = createElement('link', { key: 'sheet', rel: 'stylesheet', href: '/late.css', precedence: 'site' });
  const Text = ({ promise }: { promise: Promise<string> }) => read(promise);
  const Styled = ({ promise }: { promise: Promise<string> }) => [styleSheet, read(promise)];
  const late = (...children: ReactNode[]) => createElement(Suspense, { fallback: '…' }, ...children);
  const page = createElement(
    'html',
    null,
    createElement('head'),
    createElement(
      'body',
      null,
      createElement('form', { action: () => {} }, createElement('button', null, 'Senden')),
      late(createElement(Text, { promise: step('eins') }), late(createElement(Text, { promise: step('zwei') }))),
      late(createElement(Text, { promise: step(new Error('Fehler')) })),
      late(createElement(Styled, { promise: step('drei') })),
    ),
  );
  return new Promise((resolve, reject) => {
    let html = '';
    const browser = new Writable({
      write(chunk, _encoding, done) {
        html += String(chunk);
        done();
        setImmediate(() => steps.shift()?.());
      },
    });
    browser.on('finish', () => resolve(scriptsOf(html)));
    const stream = renderToPipeableStream(page, { onShellReady: () => stream.pipe(browser), onShellError: reject, onError: () => 'digest-1' });
  });
}

describe("React's streaming scripts, as the installed renderers write them", () => {
  it.each([
    ['the copy Next.js renders pages with', require.resolve('next/dist/compiled/react-dom/cjs/react-dom-server.node.production.js')],
    ['react-dom', join(dirname(require.resolve('react-dom/package.json')), 'cjs/react-dom-server.node.production.js')],
  ])('approves every one of %s', async (_, renderer) => {
    const scripts = await streamedScripts(renderer);
    // Each script by the call it ends with, or its beginning.
    const kinds = scripts.map((script) => /\$R[A-Z]\("/.exec(script)?.[0].slice(0, 3) ?? script.slice(0, 16));
    expect(kinds).toEqual(['requestAnimation', 'addEventListener', '$RS', '$RC', '$RC', '$RX', '$RR']);
    expect(scripts.filter((script) => !isKnownInlineScript(script))).toEqual([]);
  });

  it('approves each instruction with all the definitions React may put before it, or none', () => {
    const approved = [
      `${react.completeBoundary}$RC("B:0","S:0")`,
      '$RC("B:1f","S:1f")',
      `${react.completeSegment}$RS("S:3","P:3")`,
      '$RS("S:a","P:a")',
      `${react.clientRender};$RX("B:1","digest-1")`,
      '$RX("B:2")',
      `${react.clientRender}${react.completeBoundary}${react.completeBoundaryWithStyles}$RR("B:2","S:2",[["/late.css","site","media","print"],["/_next/static/chunks/a.css"]])`,
      `${react.completeBoundaryWithStyles}$RR("B:2","S:2",[])`,
      react.shellTime,
      react.formReplaying,
    ];
    expect(approved.filter((script) => !isKnownInlineScript(script))).toEqual([]);
  });
});

describe('scripts of any other form', () => {
  const refused = {
    'plain code': 'alert(1)',
    'code after a payload chunk': 'self.__next_f.push([1,"x"]);alert(1)',
    'a comma and code after a payload chunk': 'self.__next_f.push([1,"x"]) ,alert(1)',
    'a comment after a payload chunk': 'self.__next_f.push([1,"x"])//',
    'a payload chunk and a call in one': 'self.__next_f.push([1,"x"]),self.__next_f.push(alert(1))',
    'a push whose argument is not JSON': 'self.__next_f.push([1,"x",alert(1)])',
    'a push of a function call': 'self.__next_f.push(alert(1))',
    'a push of single-quoted text': "self.__next_f.push([1,'x'])",
    'a push of an unknown kind': 'self.__next_f.push([9,"x"])',
    'a push with a third item': 'self.__next_f.push([1,"x","y"])',
    'a payload chunk that is not text': 'self.__next_f.push([1,{"a":1}])',
    'a form state outside the bootstrap': 'self.__next_f.push([2,null])',
    'code after the bootstrap': '(self.__next_f=self.__next_f||[]).push([0]);alert(1)',
    'a payload chunk after the bootstrap': '(self.__next_f=self.__next_f||[]).push([0]);self.__next_f.push([1,"x"])',
    'the bootstrap with space': '(self.__next_f = self.__next_f || []).push([0])',
    'a chunk bootstrap with code': '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":[],"runtimeModuleIds":[]});alert(1)',
    'a chunk bootstrap of a file elsewhere': '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/../../api/x"],"runtimeModuleIds":[]});',
    'a chunk bootstrap of another host': '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["https://evil.example/x.js"],"runtimeModuleIds":[]});',
    'a chunk bootstrap with more': '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":[],"runtimeModuleIds":[],"__proto__":{}});',
    'a chunk bootstrap of another global': '(globalThis["X"] || (globalThis["X"] = [])).push({"otherChunks":[],"runtimeModuleIds":[]});',
    'code after a React instruction': '$RC("B:0","S:0");alert(1)',
    'a React instruction with code for an argument': '$RC("B:0",alert(1))',
    'a React instruction with a foreign id': '$RC("B:0","x")',
    'an unknown React function': '$RZ("B:0","S:0")',
    'a changed React runtime': `${react.completeBoundary.replace('removeChild', 'appendChild')}$RC("B:0","S:0")`,
    'a React runtime alone': react.completeBoundary,
    'a React runtime with code after it': `${react.completeSegment}alert(1)`,
    'the shell time with code': `${react.shellTime}alert(1)`,
    'a React definition before another call than its own': `${react.completeSegment}$RC("B:0","S:0")`,
    'JSON-LD text, were it a script': '{"@context":"https://schema.org","@type":"Organization"}',
    'nothing': '',
  };
  it.each(Object.entries(refused))('refuses %s', (_, script) => {
    expect(isKnownInlineScript(script)).toBe(false);
  });
});
