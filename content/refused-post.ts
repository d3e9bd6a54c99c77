import type { Locale } from '@/lib/routing/locales';
import type { RefusedPostReason } from '@/lib/request/request-refusal';

/**
 * The page a form post gets when the site cannot read it (`lib/request/refused-post-page.ts`): sent
 * by the server's request guard or the request interceptor, outside React, so its texts are here and
 * not in `messages/`. `{ceiling}` is the largest post the site reads in megabytes, `{messageBound}` the most characters of a message.
 */
export type RefusedPostTexts = {
  title: string;
  heading: Record<RefusedPostReason, string>;
  text: Record<RefusedPostReason, string>;
  nothingSent: string;
  /** The form to send an `outdated` post again as typed: a line above its button, and the button. */
  resend: { hint: string; button: string };
  backToForm: string;
};

export const refusedPostTexts: Readonly<Record<Locale, RefusedPostTexts>> = {
  de: {
    title: 'Anfrage nicht übermittelt',
    heading: {
      tooLarge: 'Ihre Anfrage ist zu groß',
      malformed: 'Ihre Anfrage ist unvollständig angekommen',
      lengthRequired: 'Ihre Anfrage ist ohne Längenangabe angekommen',
      outdated: 'Diese Seite wurde inzwischen aktualisiert',
      crossOrigin: 'Ihre Anfrage kam nicht von unserer Website',
    },
    text: {
      tooLarge: 'Das Formular nimmt höchstens {ceiling} MB entgegen. Bitte kürzen Sie Ihre Nachricht (sie darf bis zu {messageBound} Zeichen lang sein) und senden Sie sie erneut.',
      malformed: 'Die übermittelten Formulardaten ließen sich nicht lesen, vielleicht wurde die Verbindung unterbrochen. Bitte füllen Sie das Formular erneut aus und senden Sie es noch einmal.',
      lengthRequired: 'Ihr Browser hat nicht angegeben, wie groß die Anfrage ist. Bitte senden Sie das Formular mit einem aktuellen Browser erneut.',
      outdated: 'Sie haben das Formular auf einer Fassung der Seite ausgefüllt, die wir seitdem aktualisiert haben. Deshalb ist Ihre Anfrage noch nicht angekommen.',
      crossOrigin: 'Unser Formular nimmt nur Anfragen an, die auf unserer eigenen Website abgeschickt wurden. Bitte öffnen Sie das Kontaktformular über den Link unten und senden Sie Ihre Anfrage dort.',
    },
    nothingSent: 'Ihre Angaben wurden nicht gespeichert und nicht weitergeleitet.',
    resend: { hint: 'Ihre Angaben sind noch vorhanden: Senden Sie sie mit der Schaltfläche unten noch einmal ab.', button: 'Anfrage jetzt senden' },
    backToForm: 'Zurück zum Kontaktformular',
  },
  en: {
    title: 'Enquiry not sent',
    heading: {
      tooLarge: 'Your enquiry is too large',
      malformed: 'Your enquiry arrived incomplete',
      lengthRequired: 'Your enquiry arrived without its length',
      outdated: 'This page has been updated in the meantime',
      crossOrigin: 'Your enquiry did not come from our website',
    },
    text: {
      tooLarge: 'The form accepts at most {ceiling} MB. Please shorten your message (it may be up to {messageBound} characters long) and send it again.',
      malformed: 'The form data we received could not be read; the connection may have been interrupted. Please fill in the form again and send it once more.',
      lengthRequired: 'Your browser did not say how large the enquiry is. Please send the form again with an up-to-date browser.',
      outdated: 'You filled in the form on a version of the page that we have updated since, so your enquiry has not arrived yet.',
      crossOrigin: 'Our form only accepts enquiries sent from our own website. Please open the contact form with the link below and send your enquiry there.',
    },
    nothingSent: 'Nothing you entered has been stored or passed on.',
    resend: { hint: 'What you entered is still here: send it again with the button below.', button: 'Send the enquiry now' },
    backToForm: 'Back to the contact form',
  },
};
