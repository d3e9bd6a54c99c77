/**
 * The warning that a page carried an inline script of no form the site writes, or a style element that is
 * none of the build's stylesheets, which its policy did not approve, so the browser blocks it
 * (page-policy.ts; docs/architecture.md, "The Content-Security-Policy"): a rendering bug, or text of the
 * CMS that slipped past the sanitizer. One line per path and process, with the beginning of the text.
 *
 * The paths are remembered up to `rememberedPaths`, so requests for ever new paths (the 404 page answers
 * any) cannot grow the process's memory; beyond that one line says so and no further path is logged.
 */
export const rememberedPaths = 1_000;

const warnedPaths = new Set<string>();
let limitWarned = false;

export function warnOfUnapprovedInline(path: string, element: 'script' | 'style element', text: string): void {
  if (warnedPaths.has(path)) return;
  if (warnedPaths.size >= rememberedPaths) {
    if (!limitWarned) console.warn(`[policy] inline scripts or style elements of unknown form were not approved on ${rememberedPaths} paths: no further path is logged until the process restarts`);
    limitWarned = true;
    return;
  }
  warnedPaths.add(path);
  console.warn(`[policy] an inline ${element} of unknown form on ${printable(path)} was not approved: ${printable(text.slice(0, 80))}`);
}

/** Text for one log line: control characters (line breaks, escape sequences) escaped. */
function printable(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, (character) => {
    const escaped = JSON.stringify(character).slice(1, -1);
    return escaped !== character ? escaped : `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
}
