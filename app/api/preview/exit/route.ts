import { draftMode } from 'next/headers';
import { NextResponse, type NextRequest } from 'next/server';
import { previewExitTarget } from '@/lib/publishing/end-preview';

// Ends the editors' preview: the banner's link.
export const dynamic = 'force-dynamic';

export async function GET(request: NextRequest) {
  (await draftMode()).disable();
  const target = previewExitTarget(request.headers.get('referer'), request.nextUrl.origin, request.nextUrl.searchParams.get('locale'));
  return NextResponse.redirect(new URL(target, request.url), { status: 307, headers: { 'Cache-Control': 'no-store' } });
}
