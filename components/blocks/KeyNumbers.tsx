import type { KeyNumber } from '@/lib/content/home';
import styles from './KeyNumbers.module.scss';

/** The company's key numbers as tiles, each read as one phrase: "über 70 Spritzgießmaschinen". */
export function KeyNumbers({ items, label, tone = 'light' }: { items: readonly KeyNumber[]; label: string; tone?: 'light' | 'dark' }) {
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
