import { NextResponse, type NextRequest } from 'next/server';
import { answerNewsPageRequest } from '@/lib/news/news-pages';

/**
 * `GET /api/news/?locale=de&category=fair&cursor=…`: a further page of the news list for the
 * browser's "show more" (`{ items, next }`), read through the backend client on the server.
 */
export async function GET(request: NextRequest) {
  const { status, body } = await answerNewsPageRequest(request.nextUrl.searchParams);
  return NextResponse.json(body, { status });
}
