import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reactInlineRuntime } from '@/lib/security/react-inline-runtime';

/**
 * The texts of React's streaming scripts the policy approves (lib/security/react-inline-runtime.ts) are
 * those the installed renderers write: the copy of react-dom Next.js renders pages with, and react-dom.
 * When this fails after an upgrade, copy the new texts from the file the message names.
 */
const require = createRequire(import.meta.url);

const renderers = [
  ['the copy of react-dom Next.js renders pages with', require.resolve('next/dist/compiled/react-dom/cjs/react-dom-server.node.production.js')],
  ['react-dom', join(dirname(require.resolve('react-dom/package.json')), 'cjs/react-dom-server.node.production.js')],
] as const;

/** The text of the renderer's `name = stringToPrecomputedChunk('…')`, a JavaScript string literal. */
function precomputedChunk(source: string, name: string): string | undefined {
  const literal = new RegExp(`\\b${name} = stringToPrecomputedChunk\\(\\s*('(?:[^'\\\\]|\\\\.)*'|"(?:[^"\\\\]|\\\\.)*")\\s*\\)`).exec(source)?.[1];
  return literal === undefined ? undefined : (new Function(`return ${literal};`)() as string);
}

/** Each text, as the renderer's chunk that holds it and what follows it there (the call it begins). */
const sources: Record<keyof typeof reactInlineRuntime, { chunk: string; then: string }> = {
  completeSegment: { chunk: 'completeSegmentScript1Full', then: '$RS("' },
  clientRender: { chunk: 'clientRenderScriptFunctionOnly', then: '' },
  completeBoundary: { chunk: 'completeBoundaryScriptFunctionOnly', then: '' },
  completeBoundaryWithStyles: { chunk: 'completeBoundaryWithStylesScript1FullPartial', then: '$RR("' },
  shellTime: { chunk: 'shellTimeRuntimeScript', then: '' },
  formReplaying: { chunk: 'formReplayingRuntimeScript', then: '' },
};

describe("React's streaming scripts", () => {
  it.each(renderers)('are the texts %s writes', (_, file) => {
    const source = readFileSync(file, 'utf8');
    for (const [name, { chunk, then }] of Object.entries(sources)) {
      expect(precomputedChunk(source, chunk), `${name}: \`${chunk}\` in ${file}`).toBe(reactInlineRuntime[name as keyof typeof reactInlineRuntime] + then);
    }
    // `$RX`'s definition and its first call, with the `;` between them the policy expects.
    expect(precomputedChunk(source, 'clientRenderScript1Full'), `clientRenderScript1Full in ${file}`).toBe(`${reactInlineRuntime.clientRender};$RX("`);
  });
});
