import { draftMode } from 'next/headers';
import type { NextRequest } from 'next/server';
import { previewExitTarget } from '@/lib/publishing/end-preview';
import { redirectWithinSite } from '@/lib/request/site-redirect';

// Ends the editors' preview: the banner's link, back to the page the editor was on.
export const dynamic = 'force-dynamic';

export async function GET(request: NextRequest) {
  (await draftMode()).disable();
  const { searchParams } = request.nextUrl;
  const target = previewExitTarget({
    path: searchParams.get('path'),
    referer: request.headers.get('referer'),
    siteHost: request.headers.get('host'),
    locale: searchParams.get('locale'),
  });
  return redirectWithinSite(target, 307, { 'Cache-Control': 'no-store' });
}
