import { useTranslations } from 'next-intl';
import { ButtonLink } from '@/components/action/ButtonLink';
import type { Locale } from '@/lib/routing/locales';
import { localizedPath } from '@/lib/routing/paths';
import styles from './IndustryOverviewLink.module.scss';

/** The link to the overview of all industries, below a list of industries. */
export function IndustryOverviewLink({ locale }: { locale: Locale }) {
  const t = useTranslations('Industries');
  return (
    <p className={styles.action}>
      <ButtonLink href={localizedPath('industries.overview', locale)}>{t('overviewLink')}</ButtonLink>
    </p>
  );
}
