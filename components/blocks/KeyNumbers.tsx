import type { KeyNumber } from '@/lib/content/home';
import styles from './KeyNumbers.module.scss';

type KeyNumbersProps = {
  items: readonly KeyNumber[];
  /** Names the list for assistive technology where no heading right above it does. */
  label?: string;
  tone?: 'light' | 'dark';
};

/**
 * Figures of the company as tiles, each read as one phrase: "über 70 Spritzgießmaschinen". The home
 * page's key numbers and the careers pages' facts.
 */
export function KeyNumbers({ items, label, tone = 'light' }: KeyNumbersProps) {
  return (
    <ul className={styles.numbers} aria-label={label} data-tone={tone}>
      {items.map((item) => (
        <li key={item.figure} className={styles.item}>
          <span className={styles.figure}>{item.figure}</span> <span className={styles.text}>{item.text}</span>
        </li>
      ))}
    </ul>
  );
}
