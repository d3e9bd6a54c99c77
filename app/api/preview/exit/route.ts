import { draftMode } from 'next/headers';
import type { NextRequest } from 'next/server';
import { previewExitTarget } from '@/lib/publishing/end-preview';
import { redirectWithinSite } from '@/lib/request/site-redirect';

// Ends the editors' preview: the banner's link.
export const dynamic = 'force-dynamic';

export async function GET(request: NextRequest) {
  (await draftMode()).disable();
  const target = previewExitTarget(request.headers.get('referer'), request.headers.get('host'), request.nextUrl.searchParams.get('locale'));
  return redirectWithinSite(target, 307, { 'Cache-Control': 'no-store' });
}
