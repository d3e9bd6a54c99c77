import type { Metadata } from 'next';
import { sendEnquiry } from '@/components/contact/actions';
import { ContactTeam } from '@/components/contact/ContactTeam';
import { EnquirySection } from '@/components/contact/EnquirySection';
import { StaticPage } from '@/components/page/StaticPage';
import { contactPersons } from '@/content/contact-persons';
import { currentLocale } from '@/lib/i18n/current-locale';
import { pageMetadata } from '@/lib/metadata/page-metadata';
import { localizedPath } from '@/lib/routing/paths';

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata('contact', await currentLocale());
}

export default async function ContactPage() {
  const locale = await currentLocale();
  return (
    <>
      <StaticPage id="contact" locale={locale} />
      <EnquirySection action={sendEnquiry} locale={locale} privacyHref={localizedPath('privacy', locale)} />
      <ContactTeam people={contactPersons[locale]} />
    </>
  );
}
