import { getMessages, getTranslations } from 'next-intl/server';
import { Section } from '@/components/blocks/Section';
import { IntlClientProvider } from '@/components/i18n/IntlClientProvider';
import { timeZone } from '@/lib/i18n/message-scope';
import type { Locale } from '@/lib/routing/locales';
import { localizedPath } from '@/lib/routing/paths';
import type { EnquiryAction } from '@/lib/contact/enquiry-transmission';
import { DeferredEnquiryForm } from './DeferredEnquiryForm';
import { enquirySectionId } from './enquiry-form-code';

type EnquirySectionProps = { action: EnquiryAction; locale: Locale; privacyHref: string };

/**
 * The contact form in its section; only the form's own messages travel to the browser. Its script loads
 * when the visitor reaches for it (./DeferredEnquiryForm.tsx).
 */
export async function EnquirySection({ action, locale, privacyHref }: EnquirySectionProps) {
  const t = await getTranslations('ContactForm');
  const { ContactForm } = await getMessages();
  return (
    <Section id={enquirySectionId} heading={t('heading')} lead={t('lead')}>
      <IntlClientProvider locale={locale} messages={{ ContactForm }} timeZone={timeZone}>
        <DeferredEnquiryForm action={action} locale={locale} pageHref={localizedPath('contact', locale)} privacyHref={privacyHref} />
      </IntlClientProvider>
    </Section>
  );
}
