'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import type { Video } from '@/lib/content/localized';
import styles from './VideoPlayer.module.scss';

/**
 * A film with its poster and caption tracks in both languages (the page's language shown by
 * default). When the browser cannot play it (no source it supports, or a decoding or network
 * failure), the poster stays and the localized "cannot be displayed in this browser" text shows.
 */
export function VideoPlayer({ video, className }: { video: Video; className?: string }) {
  const t = useTranslations('Video');
  const locale = useLocale();
  const videoRef = useRef<HTMLVideoElement>(null);
  const lastSourceRef = useRef<HTMLSourceElement>(null);
  const [cannotPlay, setCannotPlay] = useState(false);

  useEffect(() => {
    const element = videoRef.current;
    const lastSource = lastSourceRef.current;
    if (!element || !lastSource) return;
    const fail = () => setCannotPlay(true);
    if (element.error || element.networkState === HTMLMediaElement.NETWORK_NO_SOURCE) fail();
    // Every <source> failed once the last one has; the element itself reports decoding errors.
    lastSource.addEventListener('error', fail);
    element.addEventListener('error', fail);
    return () => {
      lastSource.removeEventListener('error', fail);
      element.removeEventListener('error', fail);
    };
  }, []);

  return (
    <figure className={[styles.player, className].filter(Boolean).join(' ')}>
      <video
        ref={videoRef}
        className={styles.video}
        controls
        playsInline
        preload="none"
        poster={video.poster}
        width={video.width}
        height={video.height}
        aria-label={video.title}
        data-cannot-play={cannotPlay}
      >
        <source src={video.webm} type="video/webm" />
        <source ref={lastSourceRef} src={video.mp4} type="video/mp4" />
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
      {cannotPlay && (
        <p className={styles.error} role="status">
          {t('unsupported')}
        </p>
      )}
    </figure>
  );
}
