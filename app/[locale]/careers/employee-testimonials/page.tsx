import { CareersNextStep } from '@/components/careers/CareersNextStep';
import { TestimonialList } from '@/components/careers/TestimonialList';
import { StaticPage } from '@/components/page/StaticPage';
import { careers } from '@/content/careers';
import { testimonials } from '@/content/testimonials';
import { currentLocale } from '@/lib/i18n/current-locale';
import { pageMetadata } from '@/lib/metadata/page-metadata';

export async function generateMetadata() {
  return pageMetadata('careers.employeeTestimonials', await currentLocale());
}

export default async function EmployeeTestimonialsPage() {
  const locale = await currentLocale();
  return (
    <>
      <StaticPage id="careers.employeeTestimonials" locale={locale} />
      <TestimonialList testimonials={testimonials[locale]} />
      <CareersNextStep content={careers[locale].testimonials.next} locale={locale} />
    </>
  );
}
