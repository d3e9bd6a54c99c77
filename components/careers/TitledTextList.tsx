import styles from './TitledTextList.module.scss';

type TitledTextListProps = {
  items: readonly { title: string; text: string }[];
  /**
   * `grid`: side by side as they fit, without frames (the reasons to work here); `tiles`: the same on
   * tiles (the working values); `stack`: tiles one below the other (the apprenticeships).
   */
  variant: 'grid' | 'tiles' | 'stack';
};

/** Short points of the careers pages, each a title (`<h3>`) with a sentence or two. */
export function TitledTextList({ items, variant }: TitledTextListProps) {
  return (
    <ul className={styles.list} data-variant={variant}>
      {items.map((item) => (
        <li key={item.title} className={styles.item}>
          <h3 className={styles.title}>{item.title}</h3>
          <p className={styles.text}>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
