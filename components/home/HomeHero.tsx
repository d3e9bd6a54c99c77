import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/action/ButtonLink';
import { ContentImage } from '@/components/blocks/ContentImage';
import type { HomeContent } from '@/lib/content/home';
import type { Locale } from '@/lib/routing/locales';
import { localizedPath } from '@/lib/routing/paths';
import styles from './HomeHero.module.scss';

/** The call to action right below the introduction: what to send us, the contact button and the machine. */
export async function HomeHero({ content, locale }: { content: HomeContent['hero']; locale: Locale }) {
  const t = await getTranslations('Home');
  return (
    <section id="project" aria-labelledby="project-heading" className={styles.hero}>
      <div className={styles.inner}>
        <div className={styles.copy}>
          <h2 id="project-heading" className={styles.heading}>
            {content.heading}
          </h2>
          <p className={styles.text}>{content.text}</p>
          <div className={styles.actions}>
            <ButtonLink href={localizedPath('contact', locale)}>{t('contactButton')}</ButtonLink>
            <ButtonLink href={localizedPath('competences', locale)} variant="secondary">
              {t('competencesLink')}
            </ButtonLink>
          </div>
        </div>
        <ContentImage image={content.illustration} className={styles.illustration} priority sizes="(min-width: 64rem) 40rem, 100vw" />
      </div>
    </section>
  );
}
