import styles from './FactsList.module.scss';

/** Exactly four facts, as the specification gives every competence. */
export type FourFacts = readonly [string, string, string, string];

/** A short list of facts shown as a grid of four tiles. */
export function FactsList({ facts, label }: { facts: FourFacts; label: string }) {
  return (
    <ul className={styles.facts} aria-label={label}>
      {facts.map((fact) => (
        <li key={fact} className={styles.fact}>
          {fact}
        </li>
      ))}
    </ul>
  );
}
