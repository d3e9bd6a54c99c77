import { ContentImage } from '@/components/blocks/ContentImage';
import type { BusinessArea } from '@/lib/content/home';
import styles from './BusinessAreaCard.module.scss';

/** One business area: picture, name, what we make for it and the link to its industry page. */
export function BusinessAreaCard({ area, href }: { area: BusinessArea; href: string }) {
  const headingId = `area-${area.industry.replace('.', '-')}`;
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <div className={styles.layout}>
        <ContentImage image={area.image} className={styles.image} sizes="(min-width: 64rem) 38rem, 100vw" />
        <div className={styles.body}>
          <h3 id={headingId} className={styles.title}>
            {area.title}
          </h3>
          <p className={styles.text}>{area.text}</p>
          <a href={href} className={styles.link} draggable={false}>
            {area.linkLabel}
            <span aria-hidden="true"> →</span>
          </a>
        </div>
      </div>
    </article>
  );
}
