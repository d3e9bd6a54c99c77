import { getTranslations } from 'next-intl/server';
import { BusinessAreaSlider } from '@/components/blocks/BusinessAreaSlider';
import { Section } from '@/components/blocks/Section';
import type { BusinessArea, HomeContent } from '@/lib/content/home';
import type { Locale } from '@/lib/routing/locales';
import { localizedPath } from '@/lib/routing/paths';
import { BusinessAreaCard } from './BusinessAreaCard';
import styles from './BusinessAreasSection.module.scss';

type BusinessAreasSectionProps = {
  content: HomeContent['businessAreas'];
  areas: readonly BusinessArea[];
  locale: Locale;
};

/** Cosmetics, food, medicine and technical solutions in the slider, each slide leading to its industry page. */
export async function BusinessAreasSection({ content, areas, locale }: BusinessAreasSectionProps) {
  const t = await getTranslations('Home');
  const tSlider = await getTranslations('Blocks.slider');
  return (
    <Section id="business-areas" heading={content.heading} lead={content.lead}>
      <BusinessAreaSlider
        labels={{
          region: tSlider('label'),
          roleDescription: tSlider('roleDescription'),
          previous: tSlider('previous'),
          next: tSlider('next'),
          statuses: areas.map((area, index) => tSlider('status', { current: index + 1, total: areas.length, title: area.title })),
        }}
        slides={areas.map((area) => ({
          id: area.industry,
          content: <BusinessAreaCard area={area} href={localizedPath(area.industry, locale)} />,
        }))}
      />
      <p className={styles.more}>
        <a href={localizedPath('industries.overview', locale)}>{t('industriesLink')}</a>
      </p>
    </Section>
  );
}
