import { useTranslations } from 'next-intl';
import { FactsList } from '@/components/blocks/FactsList';
import { Section } from '@/components/blocks/Section';
import { company } from '@/content/company';
import type { ProductRange as ProductRangeContent } from '@/lib/content/industry';
import styles from './ProductRange.module.scss';

/** What the company makes: its product groups. */
export function ProductRange({ range }: { range: ProductRangeContent }) {
  const t = useTranslations('Industries');
  return (
    <Section id="products" heading={t('productsHeading')} lead={range.lead}>
      <ul className={styles.products}>
        {range.products.map((product) => (
          <li key={product.title} className={styles.product}>
            <h3 className={styles.title}>{product.title}</h3>
            <p className={styles.description}>{product.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** The company's key figures: parts, assemblies, machines, continents. */
export function RangeFigures({ range }: { range: ProductRangeContent }) {
  const t = useTranslations('Industries');
  return (
    <Section id="figures" heading={t('figuresHeading', { brand: company.brand })}>
      <FactsList facts={range.figures} label={t('figuresLabel', { brand: company.brand })} />
    </Section>
  );
}
