import type { NewsCategoryFilter } from '@/lib/news/news-category-filter';

/** The words of a news teaser, read on the server and handed to the list (and its island) as props. */
export interface NewsTeaserLabels {
  categories: Record<NewsCategoryFilter, string>;
  categoryPrefix: string;
  publishedPrefix: string;
  readArticle: string;
}

/** Everything the news list says besides the news themselves. */
export interface NewsListLabels extends NewsTeaserLabels {
  filterLabel: string;
  showMore: string;
  loading: string;
  loaded: string;
  loadError: string;
  retry: string;
  empty: string;
  /** The name of the navigation between the pages of the list. */
  paginationLabel: string;
  /** Read before a page number ("Seite" 2), for those who do not see the navigation. */
  pagePrefix: string;
}

/** One choice of the category filter: a link to the list's own page, so it works without JavaScript too. */
export interface NewsFilterOption {
  filter: NewsCategoryFilter;
  label: string;
  href: string;
}
