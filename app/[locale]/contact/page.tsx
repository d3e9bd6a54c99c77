import type { Metadata } from 'next';
import { ContactTeam } from '@/components/contact/ContactTeam';
import { StaticPage } from '@/components/page/StaticPage';
import { contactPersons } from '@/content/contact-persons';
import { currentLocale } from '@/lib/i18n/current-locale';
import { pageMetadata } from '@/lib/metadata/page-metadata';

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata('contact', await currentLocale());
}

export default async function ContactPage() {
  const locale = await currentLocale();
  return (
    <>
      <StaticPage id="contact" locale={locale} />
      <ContactTeam people={contactPersons[locale]} />
    </>
  );
}
