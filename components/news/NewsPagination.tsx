import { paginationItems } from '@/lib/news/news-pagination';
import styles from './NewsPagination.module.scss';

type NewsPaginationProps = {
  label: string;
  /** Read before each number ("Seite" 2) for those who do not see the navigation around it. */
  pagePrefix: string;
  current: number;
  pageCount: number;
  href: (page: number) => string;
};

/** The pages of a news list as links, the current one marked; nothing for a list of one page. */
export function NewsPagination({ label, pagePrefix, current, pageCount, href }: NewsPaginationProps) {
  const items = paginationItems(current, pageCount);
  if (items.length === 0) return null;
  return (
    <nav aria-label={label} className={styles.pagination}>
      <ul className={styles.pages}>
        {items.map((item) =>
          item.kind === 'gap' ? (
            <li key={`gap-${item.after}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <a href={href(item.page)} className={styles.page} aria-current={item.page === current ? 'page' : undefined}>
                <span className={styles.visuallyHidden}>{pagePrefix} </span>
                {item.page}
              </a>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
