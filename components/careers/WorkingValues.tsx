import { Section } from '@/components/blocks/Section';
import type { CareersContent } from '@/lib/content/careers';
import { TitledTextList } from './TitledTextList';

/** How we work together: a few values, each with what it means in practice. */
export function WorkingValues({ content }: { content: CareersContent['aboutUs']['values'] }) {
  return (
    <Section id="values" heading={content.heading} tone="muted">
      <TitledTextList items={content.items} variant="tiles" />
    </Section>
  );
}
