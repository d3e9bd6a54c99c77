import { NextResponse, type NextRequest } from 'next/server';
import { storeSnapshots } from '@/lib/content-store/page-reads';
import { newsListView } from '@/lib/content-store/page-views';
import { answerNewsPageRequest } from '@/lib/news/news-pages';

/**
 * `GET /api/news/?locale=de&category=fair&page=2`: a further page of the news list for the browser's
 * "show more" (`{ items, page, pageCount }`), read from the content store.
 */
export async function GET(request: NextRequest) {
  const { status, body } = await answerNewsPageRequest(request.nextUrl.searchParams, async (locale, location) => newsListView((await storeSnapshots()).news, locale, location));
  return NextResponse.json(body, { status });
}
