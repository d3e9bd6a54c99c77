import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/action/ButtonLink';
import { InlineDrawing } from '@/components/blocks/InlineDrawing';
import type { HomeContent } from '@/lib/content/home';
import type { Locale } from '@/lib/routing/locales';
import { localizedPath } from '@/lib/routing/paths';
import styles from './HomeHero.module.scss';

type HomeHeroProps = {
  /** The page's one `<h1>` (content/pages/). */
  heading: string;
  content: HomeContent['hero'];
  locale: Locale;
};

/**
 * The home page's first screen, on a phone as on a wide screen: the company's promise, the contact
 * button and the machine, drawn into the HTML so that it paints with the text.
 */
export async function HomeHero({ heading, content, locale }: HomeHeroProps) {
  const t = await getTranslations('Home');
  return (
    <header className={styles.hero}>
      <div className={styles.inner}>
        <div className={styles.copy}>
          <h1 className={styles.heading}>{heading}</h1>
          <p className={styles.promise}>{content.promise}</p>
          <div className={styles.actions}>
            <ButtonLink href={localizedPath('contact', locale)}>{t('contactButton')}</ButtonLink>
            <ButtonLink href={localizedPath('competences', locale)} variant="secondary">
              {t('competencesLink')}
            </ButtonLink>
          </div>
        </div>
        <InlineDrawing image={content.illustration} id="hero-machine" className={styles.illustration} />
      </div>
    </header>
  );
}
