import { KeyNumbers } from '@/components/blocks/KeyNumbers';
import { Section } from '@/components/blocks/Section';
import type { CareersContent } from '@/lib/content/careers';

/** The company in figures, as the home page's key numbers show them: each figure large, with what it counts. */
export function CompanyFacts({ content }: { content: CareersContent['aboutUs']['facts'] }) {
  return (
    <Section id="facts" heading={content.heading} lead={content.lead}>
      <KeyNumbers items={content.items.map((fact) => ({ figure: fact.value, text: fact.label }))} />
    </Section>
  );
}
