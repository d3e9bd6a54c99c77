/** A news item as the pages show it (`lib/cms/resources/news-item.ts`); the content store keeps them (`lib/content-store/`). */
export type { NewsCategory, NewsItem } from '../cms/resources/news-item';
