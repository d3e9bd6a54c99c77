import { useTranslations } from 'next-intl';
import { FactsList } from '@/components/blocks/FactsList';
import { Section } from '@/components/blocks/Section';
import { company } from '@/content/company';
import type { CareersContent } from '@/lib/content/careers';
import { TitledTextList } from './TitledTextList';
import styles from './WhyLumoplast.module.scss';

/** Why to work here: four facts at a glance and the reasons behind them. */
export function WhyLumoplast({ content }: { content: CareersContent['landing']['why'] }) {
  const t = useTranslations('Careers');
  return (
    <Section id="why" heading={content.heading} lead={content.lead}>
      <FactsList facts={content.facts} label={t('factsLabel', { brand: company.brand })} />
      <div className={styles.reasons}>
        <TitledTextList items={content.reasons} variant="grid" />
      </div>
    </Section>
  );
}
