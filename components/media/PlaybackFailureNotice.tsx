'use client';

import { useEffect, useRef, useState } from 'react';

/**
 * The text that says the film beside it cannot be played, shown when the browser gives up on it: every
 * `<source>` failed (the last one reports it) or the element itself failed to decode. The status element
 * is in the page from the start, empty (and not shown), so hydration changes nothing and the text is
 * announced when it comes.
 */
export function PlaybackFailureNotice({ text, className }: { text: string; className?: string }) {
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const [cannotPlay, setCannotPlay] = useState(false);

  useEffect(() => {
    const video = noticeRef.current?.parentElement?.querySelector('video');
    const lastSource = video?.querySelector('source:last-of-type');
    if (!video || !lastSource) return;
    const fail = () => setCannotPlay(true);
    if (video.error || video.networkState === HTMLMediaElement.NETWORK_NO_SOURCE) fail();
    lastSource.addEventListener('error', fail);
    video.addEventListener('error', fail);
    return () => {
      lastSource.removeEventListener('error', fail);
      video.removeEventListener('error', fail);
    };
  }, []);

  return (
    <p ref={noticeRef} className={className} role="status">
      {cannotPlay ? text : null}
    </p>
  );
}
