import { ContentImage } from '@/components/blocks/ContentImage';
import type { Brand } from '@/lib/content/home';
import styles from './BrandShowcase.module.scss';

/** The company's own product lines: logo mark, name and one line each. Sits under an `<h2>`. */
export function BrandShowcase({ brands, label }: { brands: readonly Brand[]; label: string }) {
  return (
    <ul className={styles.brands} aria-label={label}>
      {brands.map((brand) => (
        <li key={brand.key} className={styles.brand}>
          <ContentImage image={brand.logo} className={styles.logo} sizes="5rem" />
          <div>
            <h3 className={styles.name}>{brand.name}</h3>
            <p className={styles.description}>{brand.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
