import { methodNotAllowed, revalidateBackend, type RevalidationResult } from '@/lib/publishing/revalidate-backend';

// The webhook of the CMS (docs/architecture.md, "From the CMS to the page"); the logic is in lib/publishing/revalidate-backend.ts.
export const dynamic = 'force-dynamic';

const respond = ({ status, body, headers }: RevalidationResult) => Response.json(body, { status, headers });

export async function POST(request: Request) {
  return respond(await revalidateBackend({ authorization: request.headers.get('authorization'), readBody: () => request.text() }));
}

// Only POST: every other method gets 405 with `Allow: POST` (HEAD answers as GET does).
const refuse = () => respond(methodNotAllowed());
export const GET = refuse;
export const PUT = refuse;
export const PATCH = refuse;
export const DELETE = refuse;
export const OPTIONS = refuse;
