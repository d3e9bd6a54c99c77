import { ContentImage } from '@/components/blocks/ContentImage';
import { Section } from '@/components/blocks/Section';
import type { CareersContent } from '@/lib/content/careers';
import type { Locale } from '@/lib/routing/locales';
import { localizedPath } from '@/lib/routing/paths';
import cards from '@/components/blocks/LinkCards.module.scss';
import styles from './CareersPageCards.module.scss';

/** The three pages of the careers area as cards: about us, testimonials, job offers. */
export function CareersPageCards({ content, locale }: { content: CareersContent['landing']['pages']; locale: Locale }) {
  return (
    <Section id="careers-pages" heading={content.heading} lead={content.lead}>
      <ul className={cards.cards}>
        {content.cards.map((card) => (
          <li key={card.page} className={cards.card}>
            <ContentImage image={card.illustration} className={cards.image} sizes="(min-width: 64rem) 24rem, 100vw" />
            <div className={styles.body}>
              <h3 className={styles.title}>{card.title}</h3>
              <p className={styles.text}>{card.text}</p>
              <a href={localizedPath(card.page, locale)} className={styles.link}>
                {card.linkText}
              </a>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
