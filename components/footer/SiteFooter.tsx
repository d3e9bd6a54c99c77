import { getLocale, getTranslations } from 'next-intl/server';
import { company } from '@/content/company';
import { ButtonLink } from '@/components/action/ButtonLink';
import { legalLinks } from '@/lib/navigation/navigation-tree';
import { isLocale } from '@/lib/routing/locales';
import { localizedPath } from '@/lib/routing/paths';
import styles from './SiteFooter.module.scss';

/** The end of every page: the contact call to action and the legal pages outside the navigation. */
export async function SiteFooter() {
  const t = await getTranslations('Footer');
  const requestLocale = await getLocale();
  const locale = isLocale(requestLocale) ? requestLocale : 'de';
  const links = legalLinks(locale, { imprint: t('imprint'), privacy: t('privacy'), conditions: t('conditions') });

  return (
    <footer className={styles.footer}>
      <section className={styles.contact} aria-labelledby="footer-contact-heading">
        <div className={styles.inner}>
          <h2 id="footer-contact-heading" className={styles.contactHeading}>
            {t('contactHeading')}
          </h2>
          <p className={styles.contactText}>{t('contactText')}</p>
          <ButtonLink href={localizedPath('contact', locale)} variant="onDark">
            {t('contactButton')}
          </ButtonLink>
        </div>
      </section>
      <div className={`${styles.inner} ${styles.legal}`}>
        <p className={styles.copyright}>{t('copyright', { year: new Date().getFullYear(), company: company.legalName })}</p>
        <nav aria-label={t('legalNavigation')}>
          <ul className={styles.legalLinks}>
            {links.map((link) => (
              <li key={link.id}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
