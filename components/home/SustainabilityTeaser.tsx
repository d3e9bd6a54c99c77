import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/action/ButtonLink';
import { ContentImage } from '@/components/blocks/ContentImage';
import { Section } from '@/components/blocks/Section';
import type { HomeContent } from '@/lib/content/home';
import type { Locale } from '@/lib/routing/locales';
import { localizedPath } from '@/lib/routing/paths';
import styles from './SustainabilityTeaser.module.scss';

/** Own renewable energy, energy management and the certificates, leading to the sustainability page. */
export async function SustainabilityTeaser({ content, locale }: { content: HomeContent['sustainability']; locale: Locale }) {
  const t = await getTranslations('Home');
  return (
    <Section id="sustainability" heading={content.heading} lead={content.lead}>
      <div className={styles.layout}>
        <div>
          <ul className={styles.points}>
            {content.points.map((point) => (
              <li key={point} className={styles.point}>
                {point}
              </li>
            ))}
          </ul>
          <ButtonLink href={localizedPath('innovation.sustainability', locale)}>{t('sustainabilityLink')}</ButtonLink>
        </div>
        <ContentImage image={content.illustration} className={styles.illustration} sizes="(min-width: 64rem) 36rem, 100vw" />
      </div>
    </Section>
  );
}
