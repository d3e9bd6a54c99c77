import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { UnrecognizedActionError } from 'next/dist/client/components/unrecognized-action-error';
import { Component, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { EnquiryForm } from '@/components/contact/EnquiryForm';
import type { EnquiryAction } from '@/lib/contact/enquiry-transmission';
import type { EnquiryOutcome } from '@/lib/contact/enquiry-outcome';
import type { Locale } from '@/lib/routing/locales';
import { WithIntl } from '../support/intl';

const text = {
  de: {
    next: 'Weiter',
    back: 'Zurück',
    send: 'Anfrage senden',
    sending: 'Wird gesendet …',
    steps: ['Ihr Anliegen', 'Ihre Kontaktdaten', 'Prüfen und senden'],
    labels: { subject: 'Betreff', message: 'Ihre Nachricht', name: 'Name', company: 'Unternehmen', city: 'Ort', email: 'E-Mail-Adresse' },
    consent: /Ich habe die Datenschutzerklärung.* gelesen und bin einverstanden/,
    success: 'Vielen Dank für Ihre Nachricht, wir werden uns in Kürze bei Ihnen melden.',
    failure: 'Bei der Übermittlung ist ein Fehler aufgetreten, bitte versuchen Sie es erneut.',
    issues: {
      subject: 'Bitte geben Sie einen Betreff ein.',
      message: 'Bitte schreiben Sie uns Ihre Nachricht.',
      name: 'Bitte geben Sie Ihren Namen ein.',
      email: 'Bitte geben Sie Ihre E-Mail-Adresse ein.',
      emailFormat: 'Bitte geben Sie eine vollständige E-Mail-Adresse mit Domain an, zum Beispiel name@firma.de.',
      consent: 'Bitte bestätigen Sie, dass Sie die Datenschutzerklärung gelesen haben und einverstanden sind.',
      subjectTooLong: '„Betreff“ darf höchstens 150 Zeichen lang sein.',
      companyTooLong: '„Unternehmen“ darf höchstens 150 Zeichen lang sein.',
    },
  },
  en: {
    next: 'Next',
    back: 'Back',
    send: 'Send enquiry',
    sending: 'Sending …',
    steps: ['Your request', 'Your contact details', 'Check and send'],
    labels: { subject: 'Subject', message: 'Your message', name: 'Name', company: 'Company', city: 'City', email: 'E-mail address' },
    consent: /I have read the privacy notice.* and agree/,
    success: 'Thank you for your message, we will contact you shortly.',
    failure: 'An error occurred during transmission, please try again.',
    issues: {
      subject: 'Please enter a subject.',
      message: 'Please write us your message.',
      name: 'Please enter your name.',
      email: 'Please enter your e-mail address.',
      emailFormat: 'Please enter a complete e-mail address with a domain, for example name@company.com.',
      consent: 'Please confirm that you have read the privacy notice and agree.',
      subjectTooLong: '“Subject” may be at most 150 characters long.',
      companyTooLong: '“Company” may be at most 150 characters long.',
    },
  },
} as const;

const entered = {
  subject: 'Angebot Dosierkappe',
  message: 'Wir brauchen 50.000 Stück.\nMaterial PP.',
  name: 'Erika Muster',
  company: 'Muster Kosmetik GmbH',
  city: 'Gießen',
  email: 'erika.muster@example.de',
};

const enquiryIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function renderForm(locale: Locale, action: EnquiryAction = vi.fn(async () => ({ status: 'sent' }) as EnquiryOutcome)) {
  const user = userEvent.setup();
  render(
    <WithIntl locale={locale}>
      <EnquiryForm action={action} locale={locale} pageHref={locale === 'de' ? '/kontakt/' : '/en/contact/'} privacyHref={locale === 'de' ? '/datenschutz/' : '/en/privacy/'} />
    </WithIntl>,
  );
  const words = text[locale];
  const field = (name: keyof typeof words.labels) => screen.getByLabelText(new RegExp(`^${words.labels[name]}`)) as HTMLInputElement;
  const step = (index: number) => screen.getByRole('group', { name: new RegExp(words.steps[index]!) });
  return { user, words, field, step, action };
}

type RenderedForm = ReturnType<typeof renderForm>;

/** Fills the first two steps and goes on to the review. */
async function goToReview({ user, words, field, step }: RenderedForm) {
  await fillTopic(user, field);
  await user.click(within(step(0)).getByRole('button', { name: words.next }));
  await fillDetails(user, field);
  await user.click(within(step(1)).getByRole('button', { name: words.next }));
}

/** A complete enquiry, consent given, sent. */
async function sendComplete(form: RenderedForm) {
  await goToReview(form);
  await form.user.click(within(form.step(2)).getByRole('checkbox'));
  await form.user.click(within(form.step(2)).getByRole('button', { name: form.words.send }));
}

async function fillTopic(user: UserEvent, field: (name: keyof typeof entered) => HTMLInputElement) {
  await user.type(field('subject'), entered.subject);
  await user.type(field('message'), entered.message);
}

async function fillDetails(user: UserEvent, field: (name: keyof typeof entered) => HTMLInputElement) {
  await user.type(field('name'), entered.name);
  await user.type(field('company'), entered.company);
  await user.type(field('city'), entered.city);
  await user.type(field('email'), entered.email);
}

/** Validation runs asynchronously, so focus moves a moment after the click. */
async function expectFocus(element: HTMLElement) {
  await waitFor(() => expect(element).toHaveFocus());
}

function progressStep() {
  return within(screen.getByRole('list', { name: /Fortschritt|Progress/ }))
    .getAllByRole('listitem')
    .findIndex((item) => item.getAttribute('aria-current') === 'step');
}

describe('the three-step contact form', { timeout: 20_000 }, () => {
  it('moves through the steps with next and back, keeping every value and focusing each step’s heading', async () => {
    const { user, words, field, step } = renderForm('de');
    expect(progressStep()).toBe(0);
    await fillTopic(user, field);
    await user.click(within(step(0)).getByRole('button', { name: words.next }));
    expect(progressStep()).toBe(1);
    await expectFocus(within(step(1)).getByRole('heading', { name: new RegExp(words.steps[1]) }));

    await fillDetails(user, field);
    await user.click(within(step(1)).getByRole('button', { name: words.back }));
    expect(progressStep()).toBe(0);
    await expectFocus(within(step(0)).getByRole('heading'));
    expect(field('subject').value).toBe(entered.subject);
    expect(field('message').value).toBe(entered.message);

    await user.click(within(step(0)).getByRole('button', { name: words.next }));
    expect(field('name').value).toBe(entered.name);
    expect(field('email').value).toBe(entered.email);
    await user.click(within(step(1)).getByRole('button', { name: words.next }));
    expect(progressStep()).toBe(2);

    const review = within(step(2));
    for (const [name, value] of Object.entries(entered)) {
      const term = review.getByText(words.labels[name as keyof typeof entered], { selector: 'dt' });
      expect(term.nextElementSibling?.textContent).toBe(value);
    }
    await user.click(review.getByRole('button', { name: '„Ihre Kontaktdaten“ ändern' }));
    expect(progressStep()).toBe(1);
    expect(field('company').value).toBe(entered.company);
  });

  it('goes on with the Enter key from a field, as a keyboard user expects', async () => {
    const { user, field, step } = renderForm('en');
    await user.type(field('subject'), 'Quotation');
    await user.type(field('message'), 'Two lines');
    await user.type(field('subject'), '{Enter}');
    expect(progressStep()).toBe(1);
    await expectFocus(within(step(1)).getByRole('heading'));
  });

  it.each(['de', 'en'] as const)('words every field’s message in %s and focuses the first invalid field', async (locale) => {
    const { user, words, field, step } = renderForm(locale);
    await user.click(within(step(0)).getByRole('button', { name: words.next }));
    expect(progressStep()).toBe(0);
    await expectFocus(field('subject'));
    expect(field('subject')).toHaveAccessibleDescription(expect.stringContaining(words.issues.subject));
    expect(field('subject')).toHaveAttribute('aria-invalid', 'true');
    expect(field('message')).toHaveAccessibleDescription(expect.stringContaining(words.issues.message));

    await user.type(field('subject'), 'x'.repeat(151));
    await user.type(field('message'), 'Text');
    await user.click(within(step(0)).getByRole('button', { name: words.next }));
    expect(screen.getByText(words.issues.subjectTooLong)).toBeInTheDocument();
    await user.clear(field('subject'));
    await user.type(field('subject'), 'Quotation');
    await user.click(within(step(0)).getByRole('button', { name: words.next }));
    expect(progressStep()).toBe(1);

    await user.type(field('city'), 'Gießen');
    await user.click(within(step(1)).getByRole('button', { name: words.next }));
    await expectFocus(field('name'));
    expect(field('name')).toHaveAccessibleDescription(words.issues.name);
    expect(screen.getByText(words.issues.email)).toBeInTheDocument();

    await user.type(field('name'), 'Erika');
    await user.type(field('email'), 'erika@');
    await user.type(field('company'), 'c'.repeat(151));
    await user.click(within(step(1)).getByRole('button', { name: words.next }));
    await expectFocus(field('company'));
    expect(field('company')).toHaveAccessibleDescription(words.issues.companyTooLong);
    // An input drops line breaks itself; a post that still has one is refused by the server (see the unit tests).
    expect(field('city')).not.toHaveAttribute('aria-invalid');
    expect(field('email')).toHaveAccessibleDescription(expect.stringContaining(words.issues.emailFormat));
  });

  it.each(['de', 'en'] as const)('requires the privacy consent before sending (%s)', async (locale) => {
    const form = renderForm(locale);
    const { user, words, step, action } = form;
    await goToReview(form);
    const consent = within(step(2)).getByRole('checkbox', { name: words.consent });
    expect(within(step(2)).getByRole('link', { name: /Datenschutzerklärung|privacy notice/ })).toHaveAttribute('href', locale === 'de' ? '/datenschutz/' : '/en/privacy/');

    await user.click(within(step(2)).getByRole('button', { name: words.send }));
    expect(action).not.toHaveBeenCalled();
    await expectFocus(consent);
    expect(consent).toHaveAccessibleDescription(words.issues.consent);

    await user.click(consent);
    await user.click(within(step(2)).getByRole('button', { name: words.send }));
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('shows the loading label while sending and cannot be sent twice', async () => {
    let finish: (outcome: EnquiryOutcome) => void = () => undefined;
    const action = vi.fn<EnquiryAction>(() => new Promise<EnquiryOutcome>((resolve) => (finish = resolve)));
    const form = renderForm('de', action);
    const { user, words, step } = form;
    await sendComplete(form);

    const sending = within(step(2)).getByRole('button', { name: words.sending });
    expect(sending).toHaveAttribute('aria-disabled', 'true');
    await user.click(sending);
    await user.keyboard('{Enter}');
    expect(action).toHaveBeenCalledTimes(1);
    const sent = action.mock.calls[0]![1] as FormData;
    expect(Object.fromEntries(sent)).toEqual({ ...entered, privacyConsent: 'on', locale: 'de', website: '', enquiryId: expect.stringMatching(enquiryIdPattern) });

    await act(async () => finish({ status: 'sent' }));
    expect(await screen.findByRole('status')).toHaveTextContent(words.success);
    await expectFocus(screen.getByRole('status'));
  });

  it.each(['de', 'en'] as const)('shows the success message after sending and starts afresh on request (%s)', async (locale) => {
    const form = renderForm(locale);
    const { user, words, field, step } = form;
    await sendComplete(form);

    const success = await screen.findByRole('status');
    expect(success).toHaveTextContent(words.success);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    await user.click(within(success).getByRole('button'));
    expect(progressStep()).toBe(0);
    expect(field('subject').value).toBe('');
    await expectFocus(within(step(0)).getByRole('heading'));
  });

  it.each(['de', 'en'] as const)('shows the error message and keeps every value when sending fails (%s)', async (locale) => {
    const action = vi.fn(async (_previous: EnquiryOutcome, data: FormData): Promise<EnquiryOutcome> => ({
      status: 'failed',
      values: { ...entered, privacyConsent: data.get('privacyConsent') === 'on' },
    }));
    const form = renderForm(locale, action);
    const { user, words, field, step } = form;
    await sendComplete(form);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(words.failure);
    await expectFocus(alert);
    expect(progressStep()).toBe(2);
    expect(within(step(2)).getByRole('checkbox')).toBeChecked();
    for (const [name, value] of Object.entries(entered)) expect(field(name as keyof typeof entered).value).toBe(value);

    await user.click(within(step(2)).getByRole('button', { name: words.send }));
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('shows the fields the server refused, at their step, with their messages', async () => {
    const action = vi.fn(async (): Promise<EnquiryOutcome> => ({
      status: 'invalid',
      issues: { city: 'singleLine', email: 'email' },
      values: { ...entered, privacyConsent: true },
    }));
    const form = renderForm('en', action);
    const { words, field } = form;
    await sendComplete(form);

    expect(await screen.findByText(words.issues.emailFormat)).toBeInTheDocument();
    expect(progressStep()).toBe(1);
    await expectFocus(field('city'));
    expect(field('city')).toHaveAccessibleDescription('“City” must fit on one line, without line breaks.');
    expect(screen.getByRole('alert')).toHaveTextContent('Please check the marked fields.');
  });

  it('renders the values and messages of a post sent back without JavaScript', async () => {
    // What the server renders after a post without JavaScript: the action's outcome is the initial state.
    const { renderToString } = await import('react-dom/server');
    const { WithIntl: Provider } = await import('../support/intl');
    const html = renderToString(
      <Provider locale="de">
        <EnquiryForm action={vi.fn()} locale="de" pageHref="/kontakt/" privacyHref="/datenschutz/" />
      </Provider>,
    );
    expect(html).toContain('name="subject"');
    expect(html).toContain('name="website"');
    expect(html).toContain('value="de"');
    for (const stepTitle of text.de.steps) expect(html).toContain(stepTitle);
  });
});

describe('EnquiryForm on a page of an earlier build', () => {
  /** The page's error boundary: what reaches it. */
  class PageBoundary extends Component<{ children: ReactNode }, { error?: unknown }> {
    override state: { error?: unknown } = {};
    static getDerivedStateFromError(error: unknown) {
      return { error };
    }
    override render() {
      return this.state.error ? <p>page error: {String(this.state.error)}</p> : this.props.children;
    }
  }

  function renderInPage(locale: Locale, action: EnquiryAction) {
    const user = userEvent.setup();
    render(
      <PageBoundary>
        <WithIntl locale={locale}>
          <EnquiryForm action={action} locale={locale} pageHref={locale === 'de' ? '/kontakt/' : '/en/contact/'} privacyHref={locale === 'de' ? '/datenschutz/' : '/en/privacy/'} />
        </WithIntl>
      </PageBoundary>,
    );
    const words = text[locale];
    const field = (name: keyof typeof words.labels) => screen.getByLabelText(new RegExp(`^${words.labels[name]}`)) as HTMLInputElement;
    const step = (index: number) => screen.getByRole('group', { name: new RegExp(words.steps[index]!) });
    return { user, words, field, step, action };
  }

  it('hands the enquiry over to the browser’s own post when the server no longer has the form’s action, every value kept', async () => {
    const posted: HTMLFormElement[] = [];
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      posted.push(this);
    });
    // React reports the error its boundary caught.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const action = vi.fn(async (): Promise<EnquiryOutcome> => {
        throw new UnrecognizedActionError('Server Action "60ab" was not found on the server.');
      });
      await sendComplete(renderInPage('en', action));

      await waitFor(() => expect(submit).toHaveBeenCalledOnce());
      const [form] = posted;
      expect(form).toHaveAttribute('method', 'post');
      expect(form).toHaveAttribute('action', '/en/contact/');
      expect(form).toHaveAttribute('enctype', 'multipart/form-data');
      expect(Object.fromEntries(new FormData(form))).toEqual({ ...entered, locale: 'en', website: '', privacyConsent: 'on', enquiryId: expect.stringMatching(enquiryIdPattern) });
      expect(screen.getByRole('status')).toHaveTextContent(text.en.sending);
      expect(screen.queryByText(/page error/)).not.toBeInTheDocument();
    } finally {
      submit.mockRestore();
      consoleError.mockRestore();
    }
  });

  it.each([
    ['the network dropped', new TypeError('Failed to fetch')],
    ['a proxy answered 502', new Error('An unexpected response was received from the server.')],
  ])('shows the error message in the form when %s, every value kept, and sends it again as the same enquiry', async (_case, failure) => {
    const action = vi.fn<EnquiryAction>().mockRejectedValueOnce(failure).mockResolvedValueOnce({ status: 'sent' });
    const form = renderInPage('de', action);
    const { user, words, field, step } = form;
    await sendComplete(form);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(words.failure);
    await expectFocus(alert);
    expect(screen.queryByText(/page error/)).not.toBeInTheDocument();
    expect(progressStep()).toBe(2);
    expect(within(step(2)).getByRole('checkbox')).toBeChecked();
    for (const [name, value] of Object.entries(entered)) expect(field(name as keyof typeof entered).value).toBe(value);

    await user.click(within(step(2)).getByRole('button', { name: words.send }));
    expect(await screen.findByRole('status')).toHaveTextContent(words.success);
    const [first, second] = action.mock.calls.map(([, data]) => data.get('enquiryId'));
    expect(first).toMatch(enquiryIdPattern);
    expect(second).toBe(first);
  });

  it('sends changed values after a failure as a new enquiry', async () => {
    const action = vi.fn<EnquiryAction>().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce({ status: 'sent' });
    const form = renderInPage('en', action);
    const { user, words, step } = form;
    await sendComplete(form);
    await screen.findByRole('alert');

    await user.click(within(step(2)).getAllByRole('button', { name: /change|edit/i })[0]!);
    await user.type(form.field('subject'), ' (revised)');
    await user.click(within(step(0)).getByRole('button', { name: words.next }));
    await user.click(within(step(1)).getByRole('button', { name: words.next }));
    await user.click(within(step(2)).getByRole('button', { name: words.send }));
    expect(await screen.findByRole('status')).toHaveTextContent(words.success);
    const [first, second] = action.mock.calls.map(([, data]) => data.get('enquiryId'));
    expect(second).toMatch(enquiryIdPattern);
    expect(second).not.toBe(first);
  });
});
