import 'server-only';
import { fewAtATime } from './few-at-a-time';

/** Pages rendered at once, and how long one may take (its reads may wait for a slow CMS). */
const rendersAtOnce = 6;
const renderTimeoutMs = 20_000;

/** This instance itself: its server listens on `PORT` on every interface (server.ts). */
export function ownOrigin(port: string | undefined = process.env.PORT): string {
  return `http://127.0.0.1:${port?.trim() || 3000}`;
}

/**
 * Renders the pages at `paths` anew on this instance, by asking it for them as a visitor would, after
 * a publish expired them: so the new pages exist (in the shared cache, for every instance) before the
 * caches in front drop their copies, and no visitor waits for their render. Answers the paths whose
 * render ended (whatever its status: a withdrawn record's address answers its 404 page, which is kept
 * too), after `rendered` was told of each as it ended; one that failed or took longer than
 * `renderTimeoutMs` is logged and left to its next visit.
 */
export async function renderAnew(paths: readonly string[], rendered?: (path: string) => Promise<unknown>, origin: string = ownOrigin()): Promise<string[]> {
  const outcomes = await fewAtATime(paths, rendersAtOnce, async (path) => {
    try {
      const answer = await fetch(new URL(path, origin), { redirect: 'manual', signal: AbortSignal.timeout(renderTimeoutMs) });
      // Read to its end: the page is kept once its render has ended.
      await answer.arrayBuffer();
      await rendered?.(path);
      return path;
    } catch (error) {
      console.warn(`[revalidate] ${path} could not be rendered anew (${error instanceof Error ? error.message : String(error)}); it renders on its next visit`);
      return undefined;
    }
  });
  return outcomes.filter((path) => path !== undefined);
}
