import { getTranslations } from 'next-intl/server';
import type { LegalText as LegalTextContent } from '@/lib/content/legal-text';
import type { Locale } from '@/lib/routing/locales';
import { LegalText } from './LegalText';

type LegalDocumentProps = {
  text: LegalTextContent;
  locale: Locale;
  /** Show a table of contents above the text (privacy policy, terms and conditions). */
  withTableOfContents?: boolean;
};

/** A legal text in the language of the page, with the UI strings of the `Legal` namespace. */
export async function LegalDocument({ text, locale, withTableOfContents = false }: LegalDocumentProps) {
  const t = await getTranslations({ locale, namespace: 'Legal' });
  return <LegalText text={text} tableOfContentsLabel={withTableOfContents ? t('tableOfContents') : undefined} />;
}
