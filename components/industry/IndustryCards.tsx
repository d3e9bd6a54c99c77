import { useTranslations } from 'next-intl';
import { ContentImage } from '@/components/blocks/ContentImage';
import { Section } from '@/components/blocks/Section';
import { IndustryOverviewLink } from './IndustryOverviewLink';
import type { Industry } from '@/lib/content/industry';
import type { Locale } from '@/lib/routing/locales';
import { localizedPath } from '@/lib/routing/paths';
import cards from '@/components/blocks/LinkCards.module.scss';

/** The industries as cards linking to their pages, and the link to the overview of all of them. */
export function IndustryCards({ industries, locale }: { industries: readonly Industry[]; locale: Locale }) {
  const t = useTranslations('Industries');
  return (
    <Section id="industries" heading={t('industriesHeading')} lead={t('industriesLead')} tone="muted">
      <ul className={cards.cards}>
        {industries.map((industry) => (
          <li key={industry.name} className={cards.card}>
            <ContentImage image={{ ...industry.image, alt: '' }} className={cards.image} sizes="(min-width: 64rem) 24rem, 100vw" />
            <div className={cards.body}>
              <h3 className={cards.title}>
                <a href={localizedPath(industry.name, locale)} className={cards.link}>
                  {industry.title}
                </a>
              </h3>
              <p className={cards.teaser}>{industry.teaser}</p>
            </div>
          </li>
        ))}
      </ul>
      <IndustryOverviewLink locale={locale} />
    </Section>
  );
}
