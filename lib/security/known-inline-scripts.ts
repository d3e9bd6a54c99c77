import { reactInlineRuntime as react } from './react-inline-runtime';

/**
 * Whether the text of an inline script is one the site's pages carry: written by Next.js or React, each
 * of a fixed form (docs/architecture.md, "The Content-Security-Policy"). Only these get a hash in a page's
 * policy; any other inline script is blocked by the browser. The site writes no script of its own, only
 * JSON-LD data blocks, which never run.
 *
 * - Next.js's RSC payload: `(self.__next_f=self.__next_f||[]).push([0])` (after a form posted without
 *   JavaScript followed by `;self.__next_f.push([2,…])`, the form's state), then one
 *   `self.__next_f.push([1,"…"])` per chunk (`[3,"…"]` for one that is not UTF-8, in base64).
 * - Turbopack's bootstrap of the page's chunks:
 *   `(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":[…],"runtimeModuleIds":[…]});`.
 * - Next.js's script that moves icon links streamed into the body back into the head.
 * - React's streaming scripts (react-inline-runtime.ts).
 *
 * Every argument is read as JSON (`JSON.parse`): a JSON text is a JavaScript expression with the same
 * value, so such a script calls the named function with data and does nothing else.
 */
export function isKnownInlineScript(text: string): boolean {
  return isPayloadBootstrap(text) || isPayloadChunk(text) || isChunkBootstrap(text) || wholeScripts.has(text) || isReactInstruction(text);
}

const payloadBootstrap = '(self.__next_f=self.__next_f||[]).push([0])';
const payloadPush = 'self.__next_f.push(';

/** Next.js's kinds of payload entries (next/dist/server/app-render/use-flight-response.js). */
const payloadData = 1;
const payloadFormState = 2;
const payloadBinary = 3;

function isPayloadBootstrap(text: string): boolean {
  if (text === payloadBootstrap) return true;
  const withFormState = `${payloadBootstrap};${payloadPush}`;
  return text.startsWith(withFormState) && text.endsWith(')') && isPayloadEntry(json(text.slice(withFormState.length, -1)), [payloadFormState]);
}

function isPayloadChunk(text: string): boolean {
  return text.startsWith(payloadPush) && text.endsWith(')') && isPayloadEntry(json(text.slice(payloadPush.length, -1)), [payloadData, payloadBinary]);
}

function isPayloadEntry(entry: Json | undefined, kinds: readonly number[]): boolean {
  if (!Array.isArray(entry) || entry.length !== 2 || !kinds.includes(entry[0] as number)) return false;
  return entry[0] === payloadFormState || typeof entry[1] === 'string';
}

const chunkBootstrap = { start: '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(', end: ');' };
/** A chunk of the build: Turbopack loads it from `/_next/` + this path. */
const chunkFile = /^static\/chunks\/[\w-][\w.-]*\.js$/;

function isChunkBootstrap(text: string): boolean {
  if (!text.startsWith(chunkBootstrap.start) || !text.endsWith(chunkBootstrap.end)) return false;
  const parameters = json(text.slice(chunkBootstrap.start.length, -chunkBootstrap.end.length));
  if (typeof parameters !== 'object' || parameters === null || Array.isArray(parameters)) return false;
  const { otherChunks, runtimeModuleIds, ...rest } = parameters;
  return (
    Object.keys(rest).length === 0 &&
    Array.isArray(otherChunks) &&
    otherChunks.every((chunk) => typeof chunk === 'string' && chunkFile.test(chunk)) &&
    Array.isArray(runtimeModuleIds) &&
    runtimeModuleIds.every((id) => Number.isSafeInteger(id) && (id as number) >= 0)
  );
}

/** Next.js's icon script (next/dist/server/app-render/metadata-insertion/create-server-inserted-metadata.js). */
const iconReinsertion = `document.querySelectorAll('body link[rel="icon"], body link[rel="apple-touch-icon"]').forEach(el => document.head.appendChild(el))`;

const wholeScripts = new Set<string>([iconReinsertion, react.shellTime, react.formReplaying]);

const boundaryId = /^B:[0-9a-f]+$/;
const segmentId = /^S:[0-9a-f]+$/;
const placeholderId = /^P:[0-9a-f]+$/;
const isId = (pattern: RegExp, value: Json | undefined) => typeof value === 'string' && pattern.test(value);
const isStrings = (value: Json | undefined) => Array.isArray(value) && value.every((item) => typeof item === 'string');

/**
 * React's streaming instructions: the definitions the script may begin with, in the order React writes
 * them (cjs/react-dom-server.node.production.js, `writeCompletedBoundaryInstruction` and the like), the
 * function called, and the arguments it takes.
 */
const reactInstructions: readonly { definitions: readonly string[]; call: string; takes: (parameters: readonly Json[]) => boolean }[] = [
  {
    definitions: [react.completeBoundary],
    call: '$RC',
    takes: ([boundary, segment, ...rest]) => rest.length === 0 && isId(boundaryId, boundary) && isId(segmentId, segment),
  },
  {
    definitions: [react.clientRender, react.completeBoundary, react.completeBoundaryWithStyles],
    call: '$RR',
    // The style sheets: `[href, precedence, attribute, value, …]`, or `[href]` for one sent before.
    takes: ([boundary, segment, styleSheets, ...rest]) =>
      rest.length === 0 && isId(boundaryId, boundary) && isId(segmentId, segment) && Array.isArray(styleSheets) && styleSheets.every((sheet) => isStrings(sheet) && (sheet as Json[]).length > 0),
  },
  {
    definitions: [react.completeSegment],
    call: '$RS',
    takes: ([segment, placeholder, ...rest]) => rest.length === 0 && isId(segmentId, segment) && isId(placeholderId, placeholder),
  },
  {
    // The definition and the call are separated by one more `;` here (`clientRenderScript1Full`).
    definitions: [`${react.clientRender};`],
    call: '$RX',
    takes: ([boundary, ...digest]) => isId(boundaryId, boundary) && digest.length <= 1 && isStrings(digest),
  },
];

function isReactInstruction(text: string): boolean {
  return reactInstructions.some(({ definitions, call, takes }) => {
    let rest = text;
    for (const definition of definitions) if (rest.startsWith(definition)) rest = rest.slice(definition.length);
    if (!rest.startsWith(`${call}(`) || !rest.endsWith(')')) return false;
    const parameters = json(`[${rest.slice(call.length + 1, -1)}]`);
    return Array.isArray(parameters) && takes(parameters);
  });
}

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** The value of a JSON text, or `undefined` when it is none. */
function json(text: string): Json | undefined {
  try {
    return JSON.parse(text) as Json;
  } catch {
    return undefined;
  }
}
