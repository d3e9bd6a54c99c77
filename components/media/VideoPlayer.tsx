import { useLocale, useTranslations } from 'next-intl';
import type { Video } from '@/lib/content/localized';
import { PlaybackFailureNotice } from './PlaybackFailureNotice';
import styles from './VideoPlayer.module.scss';

/**
 * A film with its poster, the browser's own controls and caption tracks in both languages (the page's
 * language shown by default), rendered on the server. The one island is the notice beside it: when
 * the browser cannot play the film, the poster stays and the localized "cannot be displayed in this
 * browser" text shows.
 */
export function VideoPlayer({ video, className }: { video: Video; className?: string }) {
  const t = useTranslations('Video');
  const locale = useLocale();
  return (
    <figure className={[styles.player, className].filter(Boolean).join(' ')}>
      <video
        className={styles.video}
        controls
        playsInline
        preload="none"
        poster={video.poster}
        width={video.width}
        height={video.height}
        aria-label={video.title}
      >
        <source src={video.webm} type="video/webm" />
        <source src={video.mp4} type="video/mp4" />
        {(['de', 'en'] as const).map((language) => (
          <track
            key={language}
            kind="captions"
            src={video.captions[language]}
            srcLang={language}
            label={t(`captions.${language}`)}
            default={language === locale}
          />
        ))}
        {t('unsupported')}
      </video>
      <PlaybackFailureNotice text={t('unsupported')} className={styles.error} />
    </figure>
  );
}
