import type { NewsCategoryFilter as Filter } from '@/lib/news/news-category-filter';
import type { NewsFilterOption } from './news-labels';
import styles from './NewsCategoryFilter.module.scss';

type NewsCategoryFilterProps = {
  label: string;
  options: readonly NewsFilterOption[];
  current: Filter;
};

/**
 * The category filter: one link to each category's list (`/news/kategorie/messen/`) and one to all
 * news, the current choice marked. Real pages, so it works without JavaScript; with it Next.js's
 * router shows the chosen list without loading a new document.
 */
export function NewsCategoryFilter({ label, options, current }: NewsCategoryFilterProps) {
  return (
    <nav aria-label={label} className={styles.filter}>
      <ul className={styles.options}>
        {options.map((option) => (
          <li key={option.filter}>
            <a href={option.href} className={styles.option} aria-current={option.filter === current ? 'true' : undefined}>
              {option.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
