import { VideoPlayer } from '@/components/media/VideoPlayer';
import type { Video } from '@/lib/content/localized';
import styles from './FullscreenVideo.module.scss';
import { Section } from './Section';

type FullscreenVideoProps = {
  /** Unique on the page: names the section and is its link target (`#id`). */
  id: string;
  heading: string;
  lead?: string;
  video: Video;
};

/**
 * A film across the full width of the window, on a dark band under its heading: as large as the
 * window allows while the whole picture stays visible. The player keeps its controls, poster and
 * captions (and the browser's own full-screen button).
 */
export function FullscreenVideo({ id, heading, lead, video }: FullscreenVideoProps) {
  return (
    <Section
      id={id}
      heading={heading}
      lead={lead}
      tone="dark"
      fullBleed={
        <div className={styles.stage}>
          <VideoPlayer video={video} className={styles.player} />
        </div>
      }
    />
  );
}
