import { PageLink } from '@/components/navigation/PageLink';
import type { NewsCategoryFilter as Filter } from '@/lib/news/news-category-filter';
import type { NewsFilterOption } from './news-labels';
import styles from './NewsCategoryFilter.module.scss';

type NewsCategoryFilterProps = {
  label: string;
  options: readonly NewsFilterOption[];
  current: Filter;
};

/**
 * The category filter: one link per category (`?category=fair`) and one to all news. Links keep
 * the reading position (the news route does not scroll to the top) and work without JavaScript.
 */
export function NewsCategoryFilter({ label, options, current }: NewsCategoryFilterProps) {
  return (
    <nav aria-label={label} className={styles.filter}>
      <ul className={styles.options}>
        {options.map((option) => (
          <li key={option.filter}>
            <PageLink href={option.href} className={styles.option} aria-current={option.filter === current ? 'true' : undefined}>
              {option.label}
            </PageLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
