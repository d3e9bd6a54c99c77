import { refusedPostTexts } from '@/content/refused-post';
import { enquiryBounds } from '@/lib/contact/enquiry-fields';
import type { Locale } from '@/lib/routing/locales';
import { localizedPath } from '@/lib/routing/paths';
import { formPostCeiling, type RefusedPostReason, type ResentForm } from './request-refusal';
import { escapeHtml, standalonePage, standaloneStyle } from './standalone-page';

/** The form that sends a refused post again as typed, its fields hidden: one button. */
function resendForm({ action, fields }: ResentForm, texts: { hint: string; button: string }): string[] {
  return [
    `<form method="post" action="${escapeHtml(action)}" enctype="multipart/form-data">`,
    ...fields.map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`),
    `<p>${escapeHtml(texts.hint)}</p>`,
    `<p><button type="submit">${escapeHtml(texts.button)}</button></p>`,
    '</form>',
  ];
}

const resendButtonStyle = 'button{font:inherit;padding:.6rem 1.2rem;border:0;border-radius:.25rem;background:#0b5cab;color:#fff;cursor:pointer}button:focus-visible{outline:3px solid #1a1a1a;outline-offset:2px}';

/** The text of the style element of every refused post's page: the interceptor sends some through Next.js, whose answers page-policy.ts approves. */
export const refusedPostPageStyle = standaloneStyle(resendButtonStyle);

/**
 * The page of a refused form post (400, 403, 409, 411, 413): what went wrong in the visitor's language, that
 * nothing was kept, and the way back to the contact form; for a post from a page of an earlier build,
 * the form to send it again as typed. A complete, valid HTML document without scripts or external
 * resources, so the server's front can send it before Next.js runs (site-server.ts).
 */
export function refusedPostPage(locale: Locale, reason: RefusedPostReason, resend?: ResentForm): string {
  const texts = refusedPostTexts[locale];
  const text = texts.text[reason]
    .replace('{ceiling}', String(formPostCeiling / 1024 / 1024))
    .replace('{messageBound}', enquiryBounds.message.toLocaleString(locale === 'de' ? 'de-DE' : 'en-GB'));
  return standalonePage({
    locale,
    title: texts.title,
    style: resendButtonStyle,
    main: [
      `<h1>${escapeHtml(texts.heading[reason])}</h1>`,
      `<p role="alert" data-refused-post="${reason}">${escapeHtml(text)}</p>`,
      `<p>${escapeHtml(texts.nothingSent)}</p>`,
      ...(resend ? resendForm(resend, texts.resend) : []),
      `<p><a href="${localizedPath('contact', locale)}">${escapeHtml(texts.backToForm)}</a></p>`,
    ],
  });
}
