import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/action/ButtonLink';
import { Section } from '@/components/blocks/Section';
import type { HomeContent } from '@/lib/content/home';
import type { Locale } from '@/lib/routing/locales';
import { localizedPath } from '@/lib/routing/paths';
import styles from './ProjectBand.module.scss';

type ProjectBandProps = {
  /** The page's introduction (content/pages/): who the company is. */
  intro: readonly string[];
  content: HomeContent['project'];
  locale: Locale;
};

/** Below the first screen: the company in a few sentences, what to send us, and the contact button again. */
export async function ProjectBand({ intro, content, locale }: ProjectBandProps) {
  const t = await getTranslations('Home');
  return (
    <Section id="project" heading={content.heading}>
      <div className={styles.text}>
        {intro.map((paragraph, index) => (
          <p key={index} className={index === 0 ? styles.lead : undefined}>
            {paragraph}
          </p>
        ))}
        <p>{content.text}</p>
      </div>
      <ButtonLink href={localizedPath('contact', locale)}>{t('contactButton')}</ButtonLink>
    </Section>
  );
}
