import { Section } from '@/components/blocks/Section';
import type { CaseStudy, InnovationContent } from '@/lib/content/case-study';
import type { Locale } from '@/lib/routing/locales';
import { CaseStudyCardList } from './CaseStudyCardList';

type CaseStudyOverviewProps = {
  content: InnovationContent['overviewList'];
  studies: readonly CaseStudy[];
  locale: Locale;
};

/** The overview page below its introduction: every case study with its teaser and key figure highlights. */
export function CaseStudyOverview({ content, studies, locale }: CaseStudyOverviewProps) {
  return (
    <Section id="case-studies" heading={content.heading} lead={content.lead}>
      <CaseStudyCardList studies={studies} locale={locale} withHighlights />
    </Section>
  );
}
