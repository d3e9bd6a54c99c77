import type { NextRequest } from 'next/server';
import { recordsToSwitchBetween } from '@/lib/content-store/page-reads';
import { redirectWithinSite } from '@/lib/request/site-redirect';
import { languageSwitchTarget } from '@/lib/routing/record-translation';

/**
 * `GET /api/language-switch/?path=/news/k-2025/`: the language switch of a job or news page leads
 * here, and this redirects to the record's translation (it only ever redirects to a page of the site).
 */
export async function GET(request: NextRequest) {
  const target = languageSwitchTarget(request.nextUrl.searchParams.get('path') ?? '/', await recordsToSwitchBetween());
  return redirectWithinSite(target, 307);
}
