import { matchPath } from '../routing/paths';
import { trailingSlashRedirect } from './trailing-slash';
import { manifestPageOf, type BuildActions } from './build-actions';
import { isCrossOriginPost } from './post-origin';
import { isMultipartForm, refusedPost, type PostRefusal } from './request-refusal';
import { actionPostOf, resentFields, type PostBody } from './server-action-post';

/** A fetch of the client naming an action this build does not have: answered as Next.js answers it, so the client reacts alike. */
export type UnknownActionRefusal = { kind: 'unknownAction'; status: 409 };

/**
 * What the request interceptor answers a post to a page instead of handing it to Next.js, or `null` to
 * hand it on. It reads the body of the request it is given (the interceptor's copy):
 * - a Server Action post from another origin, or with an `Origin` that is no URL (`post-origin.ts`):
 *   403, the page of the path's language;
 * - a multipart form that cannot be parsed (broken, cut off, no boundary), or a Server Action post not
 *   shaped as the site's pages send it (`server-action-post.ts`): 400, the page of the path's language;
 * - a Server Action this build does not have on that page (the page was opened before the site was
 *   updated): sent by the client's fetch, 409 as Next.js answers it; a form posted without JavaScript,
 *   409 and the page of its language, with the form to send it again to the page's action as typed.
 * `actions`: the build's actions (`buildActions()`); `null` checks no ids (development).
 */
export async function refusalOfPagePost(request: Request, pathname: string, actions: BuildActions | null): Promise<PostRefusal | UnknownActionRefusal | null> {
  if (request.method !== 'POST') return null;
  const nextAction = request.headers.get('next-action');
  const multipart = isMultipartForm(request.headers.get('content-type'));
  if (nextAction === null && !multipart) return null;
  let body: PostBody;
  try {
    body = multipart ? { form: await request.formData() } : { text: await request.text() };
  } catch {
    return refusedPost('malformed', pathname);
  }
  const post = actionPostOf(nextAction, body);
  if (post.kind === 'none') return null;
  if (isCrossOriginPost(request.headers)) return refusedPost('crossOrigin', pathname);
  if (post.kind === 'malformed') return refusedPost('malformed', pathname);
  if (!actions) return null;
  const pagePath = trailingSlashRedirect(pathname) ?? pathname;
  const page = matchPath(pagePath);
  const pageActions = (page && actions.get(manifestPageOf(page.entry))) || [];
  if (pageActions.includes(post.id)) return null;
  if (post.viaFetch) return { kind: 'unknownAction', status: 409 };
  const refusal = refusedPost('outdated', pathname);
  return pageActions.length === 1 && 'form' in body ? { ...refusal, resend: { action: pagePath, fields: resentFields(body.form, pageActions[0]!) } } : refusal;
}
