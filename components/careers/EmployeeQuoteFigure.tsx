import styles from './EmployeeQuoteFigure.module.scss';

type EmployeeQuoteFigureProps = {
  quote: string;
  firstName: string;
  role: string;
  /** Larger type for a quote that stands alone (the employee teaser). */
  size?: 'regular' | 'large';
  /** `false` where the heading above already names the employee. */
  attributed?: boolean;
};

/** What an employee says: the words in a `<blockquote>`, first name and role in the caption. */
export function EmployeeQuoteFigure({ quote, firstName, role, size = 'regular', attributed = true }: EmployeeQuoteFigureProps) {
  return (
    <figure className={styles.figure} data-size={size}>
      <blockquote className={styles.quote}>
        <p>{quote}</p>
      </blockquote>
      {attributed && (
        <figcaption className={styles.caption}>
          <span className={styles.name}>{firstName}</span>, <span className={styles.role}>{role}</span>
        </figcaption>
      )}
    </figure>
  );
}
