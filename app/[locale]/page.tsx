import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BrandShowcase } from '@/components/blocks/BrandShowcase';
import { FullscreenVideo } from '@/components/blocks/FullscreenVideo';
import { KeyNumbers } from '@/components/blocks/KeyNumbers';
import { Section } from '@/components/blocks/Section';
import { EmployeeTeaser } from '@/components/careers/EmployeeTeaser';
import { BusinessAreasSection } from '@/components/home/BusinessAreasSection';
import { HomeHero } from '@/components/home/HomeHero';
import { ProjectBand } from '@/components/home/ProjectBand';
import { SustainabilityTeaser } from '@/components/home/SustainabilityTeaser';
import { ValueChainTeaser } from '@/components/home/ValueChainTeaser';
import { CaseStudyCardList } from '@/components/innovation/CaseStudyCardList';
import { JsonLd } from '@/components/metadata/JsonLd';
import { brands } from '@/content/brands';
import { businessAreas } from '@/content/business-areas';
import { caseStudiesOf } from '@/content/case-studies';
import { home } from '@/content/home';
import { innovation } from '@/content/innovation';
import { keyNumbers } from '@/content/key-numbers';
import { pageIntroOf } from '@/content/pages';
import { currentLocale } from '@/lib/i18n/current-locale';
import { organizationJsonLd } from '@/lib/metadata/organization';
import { pageMetadata } from '@/lib/metadata/page-metadata';

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata('home', await currentLocale());
}

export default async function HomePage() {
  const locale = await currentLocale();
  const content = home[locale];
  const intro = pageIntroOf('home', locale);
  const t = await getTranslations('Blocks');

  return (
    <>
      <JsonLd data={organizationJsonLd(locale)} />
      <HomeHero heading={intro.heading} content={content.hero} locale={locale} />
      <ProjectBand intro={intro.intro} content={content.project} locale={locale} />
      <ValueChainTeaser content={content.valueChain} locale={locale} />
      <BusinessAreasSection content={content.businessAreas} areas={businessAreas[locale]} locale={locale} />
      <Section id="key-numbers" heading={content.keyNumbers.heading} lead={content.keyNumbers.lead} tone="muted">
        <KeyNumbers items={keyNumbers[locale]} label={t('keyNumbers.label')} />
      </Section>
      <FullscreenVideo id="company-film" heading={content.film.heading} lead={content.film.lead} video={content.film.video} />
      <SustainabilityTeaser content={content.sustainability} locale={locale} />

      <Section id="case-studies" heading={innovation[locale].caseStudies.heading} lead={innovation[locale].caseStudies.lead}>
        <CaseStudyCardList studies={caseStudiesOf(locale)} locale={locale} />
      </Section>
      <EmployeeTeaser locale={locale} />

      <Section id="brands" heading={content.brands.heading} lead={content.brands.lead} tone="muted">
        <BrandShowcase brands={brands[locale]} label={t('brandShowcase.label')} />
      </Section>
    </>
  );
}
