import { draftMode } from 'next/headers';
import { NextResponse, type NextRequest } from 'next/server';
import { startPreview } from '@/lib/publishing/start-preview';
import { redirectWithinSite } from '@/lib/request/site-redirect';

// The editors' preview (docs/architecture.md, "From the CMS to the page"); the logic is in lib/publishing/.
export const dynamic = 'force-dynamic';

export async function GET(request: NextRequest) {
  const answer = await startPreview(request.nextUrl.searchParams);
  if (answer.status !== 307) return NextResponse.json({ message: answer.message }, { status: answer.status, headers: { 'Cache-Control': 'no-store' } });
  (await draftMode()).enable();
  return redirectWithinSite(answer.location, 307, { 'Cache-Control': 'no-store' });
}
