import { previewExitHref } from '@/lib/publishing/end-preview';
import type { Locale } from '@/lib/routing/locales';
import styles from './PreviewBanner.module.scss';

/** The banner's words, in the page's language. */
export type PreviewTexts = { label: string; exit: string };

/**
 * Shown on every page while an editor previews unpublished records (draft mode): says so, keeps the page
 * out of search engines (`noindex`; React places the meta tag in the head) and offers the way out, back
 * to the page the editor is on (`pathname`, the router's). A plain link, so it works without JavaScript
 * and reloads the page without draft mode.
 */
export function PreviewBanner({ texts, locale, pathname }: { texts: PreviewTexts; locale: Locale; pathname: string | null }) {
  return (
    <aside className={styles.banner} aria-label={texts.label}>
      <meta name="robots" content="noindex, nofollow" />
      <p className={styles.label}>{texts.label}</p>
      <a className={styles.exit} href={previewExitHref(pathname, locale)} data-preview-exit="">
        {texts.exit}
      </a>
    </aside>
  );
}
