import type { z } from '@/lib/validation/zod';
import { ContentImage } from '@/components/blocks/ContentImage';
import type { image as imageSchema } from '@/lib/content/localized';
import styles from './CompetenceHeaderImage.module.scss';

/** The drawing of a competence right below the page's heading. */
export function CompetenceHeaderImage({ image }: { image: z.output<typeof imageSchema> }) {
  return (
    <div className={styles.band}>
      <div className={styles.inner}>
        <ContentImage image={image} className={styles.image} priority sizes="(min-width: 80rem) 76rem, 100vw" />
      </div>
    </div>
  );
}
