/**
 * Which posts to a page name a Server Action, and whether they are shaped as the site's own pages send
 * them. Next.js answers a misshapen one with a 500 and an action of another build (a page opened before
 * the site was updated) with a 409, each with a stack trace in the log; the request interceptor refuses
 * both before Next.js reads them (`page-post.ts`, README "Bad requests"). Two ways a page posts:
 * - with JavaScript, a fetch: the `Next-Action` header names the action, the body holds its arguments in
 *   React's reply encoding, a JSON text (`text/plain`) or a multipart form whose field `0` is that JSON;
 * - without JavaScript, the form itself (multipart): `$ACTION_REF_<n>` marks the action, `$ACTION_<n>:0`
 *   is `{"id": "…", "bound": "$@<k>"}`, and `$ACTION_<n>:<k>` the form's previous state, a JSON array.
 *   Every form of the site keeps its state (`useActionState`), so a form naming a bare action
 *   (`$ACTION_ID_<id>`) or none of its parts is no post of the site.
 */

/** A page post's body as Next.js would read it: multipart as a form, any other as text. */
export type PostBody = { form: FormData } | { text: string };

export type ActionPost =
  /** No Server Action: Next.js renders the page. */
  | { kind: 'none' }
  | { kind: 'malformed' }
  | { kind: 'action'; id: string; viaFetch: boolean };

const referenceField = /^\$ACTION_REF_(.*)$/;
const boundReference = /^\$@(\d+)$/;

function parsedJson(text: unknown): unknown {
  if (typeof text !== 'string') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The Server Action a post names, if any, and whether its parts are where the site's pages put them. */
export function actionPostOf(nextAction: string | null, body: PostBody): ActionPost {
  if (nextAction !== null) {
    const root = 'form' in body ? body.form.get('0') : body.text;
    return nextAction !== '' && parsedJson(root) !== undefined ? { kind: 'action', id: nextAction, viaFetch: true } : { kind: 'malformed' };
  }
  if (!('form' in body)) return { kind: 'none' };
  const names = [...body.form.keys()];
  if (names.some((name) => name.startsWith('$ACTION_ID_'))) return { kind: 'malformed' };
  const reference = names.map((name) => referenceField.exec(name)).find((found) => found !== null);
  if (!reference) return names.some((name) => name.startsWith('$ACTION_')) ? { kind: 'malformed' } : { kind: 'none' };
  const prefix = `$ACTION_${reference[1]}:`;
  const action = parsedJson(body.form.get(`${prefix}0`));
  if (!isRecord(action) || typeof action.id !== 'string' || action.id === '') return { kind: 'malformed' };
  const bound = typeof action.bound === 'string' ? boundReference.exec(action.bound) : null;
  if (!bound || !Array.isArray(parsedJson(body.form.get(`${prefix}${bound[1]}`)))) return { kind: 'malformed' };
  return { kind: 'action', id: action.id, viaFetch: false };
}

/**
 * The form a visitor without JavaScript posted, ready to be sent again to the page's current action:
 * every text field as posted, the action's id in `$ACTION_<n>:0` replaced. (Files are not kept; no
 * form of the site takes one.)
 */
export function resentFields(form: FormData, currentId: string): [string, string][] {
  const fields: [string, string][] = [];
  for (const [name, value] of form) {
    if (typeof value !== 'string') continue;
    const action = /^\$ACTION_[^:]*:0$/.test(name) ? parsedJson(value) : undefined;
    fields.push([name, isRecord(action) ? JSON.stringify({ ...action, id: currentId }) : value]);
  }
  return fields;
}
