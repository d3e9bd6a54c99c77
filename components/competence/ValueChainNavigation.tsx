import { useTranslations } from 'next-intl';
import { ButtonLink } from '@/components/action/ButtonLink';
import type { Competence } from '@/lib/content/competence';
import type { Locale } from '@/lib/routing/locales';
import { localizedPath } from '@/lib/routing/paths';
import styles from './ValueChainNavigation.module.scss';

type ValueChainNavigationProps = {
  previous?: Competence;
  next?: Competence;
  locale: Locale;
};

/** The links to the previous and the next step of the value chain, and to all competences. */
export function ValueChainNavigation({ previous, next, locale }: ValueChainNavigationProps) {
  const t = useTranslations('Competences');
  return (
    <nav className={styles.navigation} aria-label={t('neighboursLabel')}>
      <div className={styles.inner}>
        <div className={styles.previous}>
          {previous && (
            <a href={localizedPath(previous.name, locale)} className={styles.neighbour} rel="prev">
              <span className={styles.direction}>{t('previous')}</span>{' '}
              <span className={styles.title}>{previous.title}</span>
            </a>
          )}
        </div>
        <ButtonLink href={localizedPath('competences', locale)} variant="secondary" className={styles.all}>
          {t('allCompetences')}
        </ButtonLink>
        <div className={styles.next}>
          {next && (
            <a href={localizedPath(next.name, locale)} className={styles.neighbour} rel="next">
              <span className={styles.direction}>{t('next')}</span> <span className={styles.title}>{next.title}</span>
            </a>
          )}
        </div>
      </div>
    </nav>
  );
}
