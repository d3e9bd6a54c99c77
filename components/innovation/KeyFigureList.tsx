import type { KeyFigure } from '@/lib/content/case-study';
import styles from './KeyFigureList.module.scss';

type KeyFigureListProps = {
  figures: readonly KeyFigure[];
  /** Names the list for assistive technology, e.g. "Kennzahlen: Duftflakon für Dunstabzugshauben". */
  label: string;
  /** `tiles` on a case study page, `compact` on the cards of the overview. */
  variant?: 'tiles' | 'compact';
};

/** The figures of a case study: each value with its unit, followed by what it measures. */
export function KeyFigureList({ figures, label, variant = 'tiles' }: KeyFigureListProps) {
  return (
    <ul className={styles.figures} data-variant={variant} data-count={figures.length} aria-label={label}>
      {figures.map((figure) => (
        <li key={figure.value} className={styles.figure}>
          <span className={styles.value}>{figure.value}</span> <span className={styles.label}>{figure.label}</span>
        </li>
      ))}
    </ul>
  );
}
