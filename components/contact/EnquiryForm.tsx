'use client';

import { unstable_isUnrecognizedActionError } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { startTransition, useActionState, useEffect, useLayoutEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useForm, type FieldErrors, type UseFormRegisterReturn } from 'react-hook-form';
import type { Enquiry } from '@/lib/contact/enquiry';
import { emptyEnquiryDraft, enquiryFields, enquirySteps, type EnquiryDraft, type EnquiryField, type EnquiryIssue } from '@/lib/contact/enquiry-fields';
import { enquiryIdField, enquiryToSend, type SentEnquiry } from '@/lib/contact/enquiry-id';
import { idleEnquiryOutcome, type EnquiryOutcome } from '@/lib/contact/enquiry-outcome';
import { enquiryResolver, loadEnquiryResolver } from '@/lib/contact/enquiry-resolver';
import { honeypotField, localeField } from '@/lib/contact/enquiry-submission';
import { surviveTransmissionFailures, type EnquiryAction } from '@/lib/contact/enquiry-transmission';
import type { Locale } from '@/lib/routing/locales';
import { EnquiryField as Field } from './EnquiryField';
import { EnquiryReview } from './EnquiryReview';
import { StaleActionHandOver } from './StaleActionHandOver';
import styles from './EnquiryForm.module.scss';

type EnquiryFormProps = {
  /** The Server Action that receives the enquiry (`sendEnquiry`). */
  action: EnquiryAction;
  locale: Locale;
  /**
   * The page the form is on. Without JavaScript the browser posts the form there (React names it in
   * the form's `action`; without it React would write `action=""`, which is not valid HTML), and
   * Next.js hands the post to the Server Action.
   */
  pageHref: string;
  /** The privacy page, linked from the consent checkbox. */
  privacyHref: string;
};

type FocusRequest = { target: 'step' | 'outcome' | EnquiryField };

const lastStep = enquirySteps.length - 1;

/**
 * The contact form in three steps (topic, details, review and consent). With JavaScript one step
 * shows at a time and react-hook-form checks each step with the shared schema before the next; without
 * it the stylesheet shows every step as one form that posts to the same Server Action, which renders
 * the outcome and, when it refuses a post, the values to correct. A send that fails on its way (the
 * network, a proxy's 502) shows the error message in the form with every value kept, and is sent
 * again as the same enquiry (its id). Sent from a page of an earlier build, it is handed over to the
 * browser's own post (`StaleActionHandOver`).
 */
export function EnquiryForm(props: EnquiryFormProps) {
  const t = useTranslations('ContactForm');
  const lastSent = useRef<FormData>(undefined);
  return (
    <StaleActionHandOver pageHref={props.pageHref} lastSent={() => lastSent.current} waiting={t('sending')}>
      <SteppedEnquiryForm {...props} onSend={(formData) => (lastSent.current = formData)} />
    </StaleActionHandOver>
  );
}

function SteppedEnquiryForm({ action, locale, pageHref, privacyHref, onSend }: EnquiryFormProps & { onSend: (formData: FormData) => void }) {
  const t = useTranslations('ContactForm');
  // The form posted without JavaScript: React names the Server Action in the HTML, and the page the
  // server renders after the post starts with its outcome.
  const [postedOutcome, postAction] = useActionState(action, idleEnquiryOutcome, pageHref);
  // The send with JavaScript, starting from that outcome.
  const send = useMemo(() => surviveTransmissionFailures(action, unstable_isUnrecognizedActionError), [action]);
  const [outcome, sendAction, isPending] = useActionState(send, postedOutcome);
  const sentEnquiry = useRef<SentEnquiry>(undefined);
  const initialValues = 'values' in outcome ? outcome.values : emptyEnquiryDraft;
  const serverErrors = useMemo(() => (outcome.status === 'invalid' ? fieldErrorsOf(outcome.issues) : undefined), [outcome]);
  const form = useForm<EnquiryDraft, unknown, Enquiry>({
    // The shared schema, loaded with its resolver on the first check (or when the visitor starts on the form).
    resolver: enquiryResolver,
    defaultValues: initialValues,
    errors: serverErrors,
    mode: 'onTouched',
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const [stepIndex, setStepIndex] = useState(0);
  const [focusRequest, setFocusRequest] = useState<FocusRequest>();
  const [dismissed, setDismissed] = useState<EnquiryOutcome>();
  const sending = useRef(false);
  const stepHeadings = useRef<(HTMLHeadingElement | null)[]>([]);
  const outcomeMessage = useRef<HTMLDivElement>(null);

  // A new object per request, so asking twice for the same target moves focus twice.
  const requestFocus = (target: FocusRequest['target']) => setFocusRequest({ target });

  // Focus moves right after the render that shows its target, so a field's message is there when it is read out.
  useLayoutEffect(() => {
    if (!focusRequest) return;
    if (focusRequest.target === 'step') stepHeadings.current[stepIndex]?.focus();
    else if (focusRequest.target === 'outcome') outcomeMessage.current?.focus();
    else form.setFocus(focusRequest.target);
    // Only a new request moves focus; the step it names is already rendered.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusRequest]);

  useEffect(() => {
    if (!isPending) sending.current = false;
  }, [isPending]);

  // A new outcome of the action: show the step of the first field the server refused, or the message.
  const [handledOutcome, setHandledOutcome] = useState(outcome);
  if (outcome !== handledOutcome) {
    setHandledOutcome(outcome);
    const first = outcome.status === 'invalid' ? firstInvalid(outcome.issues) : undefined;
    if (first) showFieldOf(first);
    else if (outcome.status !== 'idle') requestFocus('outcome');
  }

  /**
   * A field's registration. A field that shows its message is checked again as the visitor types, so the
   * message goes (or changes) while they correct it. Left to the moment they leave the field (the form's
   * mode), the message would go as they press "Next": the button would move from under the pointer
   * between press and release, and the click would be lost.
   */
  function register<F extends EnquiryField>(name: F): UseFormRegisterReturn<F> {
    const registration = form.register(name);
    return {
      ...registration,
      onChange: async (event) => {
        await registration.onChange(event);
        const { invalid, isTouched } = form.getFieldState(name);
        // A touched field was checked by the change itself; a check that cannot load is reported by "Next".
        if (invalid && !isTouched) await form.trigger(name).catch(() => undefined);
      },
    };
  }

  function showFieldOf(field: EnquiryField) {
    setStepIndex(enquirySteps.findIndex((step) => (step.fields as readonly EnquiryField[]).includes(field)));
    requestFocus(field);
  }

  function showStep(index: number) {
    setStepIndex(index);
    requestFocus('step');
  }

  // The checks' schema could not be loaded (the network dropped before it came): the form stays as it is
  // and says so with the transmission error; the next try loads it again.
  const [checksUnavailable, setChecksUnavailable] = useState(false);
  function reportChecksUnavailable() {
    setChecksUnavailable(true);
    requestFocus('outcome');
  }

  async function goNext() {
    const fields = enquirySteps[stepIndex]?.fields ?? [];
    let valid: boolean;
    try {
      valid = await form.trigger(fields);
    } catch {
      reportChecksUnavailable();
      return;
    }
    setChecksUnavailable(false);
    if (valid) showStep(stepIndex + 1);
    else {
      // The errors as they are now: `formState` is the snapshot of the last render.
      const first = fields.find((field) => form.getFieldState(field).invalid);
      if (first) requestFocus(first);
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    // Never the browser's own post: the action is called below, after the checks.
    event.preventDefault();
    if (stepIndex < lastStep) {
      void goNext();
      return;
    }
    if (sending.current || isPending) return;
    const formElement = event.currentTarget;
    void form.handleSubmit(
      () => {
        sending.current = true;
        const formData = new FormData(formElement);
        sentEnquiry.current = enquiryToSend(formData, sentEnquiry.current);
        formData.set(enquiryIdField, sentEnquiry.current.id);
        onSend(formData);
        startTransition(() => sendAction(formData));
      },
      (invalid) => {
        const first = firstInvalid(invalid);
        if (first) showFieldOf(first);
      },
    )().then(() => setChecksUnavailable(false), reportChecksUnavailable);
  }

  function startAnother() {
    setDismissed(outcome);
    form.reset(emptyEnquiryDraft);
    showStep(0);
  }

  if (outcome.status === 'sent' && outcome !== dismissed) {
    return (
      <div ref={outcomeMessage} tabIndex={-1} role="status" className={styles.success} data-enquiry-outcome="sent">
        <h3 className={styles.successHeading}>{t('successHeading')}</h3>
        <p>{t('success')}</p>
        <button type="button" className={styles.secondaryButton} onClick={startAnother}>
          {t('another')}
        </button>
      </div>
    );
  }

  const showsOutcome = checksUnavailable || ((outcome.status === 'failed' || outcome.status === 'invalid') && outcome !== dismissed);
  const issueOf = (field: EnquiryField): EnquiryIssue | undefined => errors[field]?.message as EnquiryIssue | undefined;

  return (
    <form
      action={postAction}
      onSubmit={submit}
      // Whatever the visitor does first in the form (focus, typing, a click) fetches the schema for the checks to come.
      onFocus={() => void loadEnquiryResolver().catch(() => {})}
      noValidate
      aria-label={t('formLabel')}
      className={styles.form}
      data-step={enquirySteps[stepIndex]?.id}
    >
      {showsOutcome && (
        <div ref={outcomeMessage} tabIndex={-1} role="alert" className={styles.failure} data-enquiry-outcome={checksUnavailable ? 'failed' : outcome.status}>
          {checksUnavailable || outcome.status === 'failed' ? t('failure') : t('invalid')}
        </div>
      )}
      <p className={styles.mandatoryNote}>{t('mandatoryNote')}</p>
      <ol className={styles.progress} aria-label={t('progressLabel')}>
        {enquirySteps.map((step, index) => (
          <li key={step.id} aria-current={index === stepIndex ? 'step' : undefined} data-done={index < stepIndex || undefined}>
            <span className={styles.progressNumber} aria-hidden="true">
              {index + 1}
            </span>
            <span className={styles.visuallyHidden}>{t('stepOf', { current: index + 1, total: enquirySteps.length })}: </span>
            {t(`steps.${step.id}.title`)}
          </li>
        ))}
      </ol>

      <input type="hidden" name={localeField} value={locale} />
      {'enquiryId' in outcome && outcome.enquiryId && <input type="hidden" name={enquiryIdField} value={outcome.enquiryId} />}
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor="enquiry-website">{t('honeypot')}</label>
        <input id="enquiry-website" name={honeypotField} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>

      {enquirySteps.map((step, index) => (
        <fieldset key={step.id} className={styles.step} data-active={index === stepIndex} aria-describedby={`enquiry-step-${step.id}-lead`}>
          <legend className={styles.legend}>
            <h3
              ref={(element) => {
                stepHeadings.current[index] = element;
              }}
              tabIndex={-1}
              className={styles.stepHeading}
            >
              <span className={styles.stepNumber}>{t('stepOf', { current: index + 1, total: enquirySteps.length })}</span>{' '}
              <span>{t(`steps.${step.id}.title`)}</span>
            </h3>
          </legend>
          <p id={`enquiry-step-${step.id}-lead`} className={styles.stepLead}>
            {t(`steps.${step.id}.lead`)}
          </p>

          {step.id === 'topic' && (
            <>
              <Field field="subject" registration={register('subject')} initialValue={initialValues.subject} issue={issueOf('subject')} />
              <Field field="message" type="textarea" registration={register('message')} initialValue={initialValues.message} issue={issueOf('message')} />
            </>
          )}
          {step.id === 'details' && (
            <>
              <Field field="name" registration={register('name')} initialValue={initialValues.name} issue={issueOf('name')} autoComplete="name" />
              <Field field="company" registration={register('company')} initialValue={initialValues.company} issue={issueOf('company')} autoComplete="organization" />
              <Field field="city" registration={register('city')} initialValue={initialValues.city} issue={issueOf('city')} autoComplete="address-level2" />
              <Field field="email" type="email" registration={register('email')} initialValue={initialValues.email} issue={issueOf('email')} autoComplete="email" />
            </>
          )}
          {step.id === 'review' && (
            <>
              <EnquiryReview control={form.control} onEdit={(stepId) => showStep(enquirySteps.findIndex((candidate) => candidate.id === stepId))} />
              <Field
                field="privacyConsent"
                type="checkbox"
                registration={register('privacyConsent')}
                initialValue={initialValues.privacyConsent}
                issue={issueOf('privacyConsent')}
                label={t.rich('fields.privacyConsent.label', {
                  link: (chunks) => (
                    <a href={privacyHref} target="_blank" rel="noopener">
                      {chunks}
                      <span className={styles.visuallyHidden}> {t('fields.privacyConsent.newTab')}</span>
                    </a>
                  ),
                })}
              />
            </>
          )}

          <div className={styles.actions}>
            {index > 0 && (
              <button type="button" className={styles.secondaryButton} data-enhanced-only onClick={() => showStep(index - 1)}>
                {t('back')}
              </button>
            )}
            {index < lastStep ? (
              <button type="button" className={styles.primaryButton} data-enhanced-only onClick={() => void goNext()}>
                {t('next')}
              </button>
            ) : (
              <button type="submit" className={styles.primaryButton} aria-disabled={isPending || undefined}>
                {isPending ? t('sending') : t('send')}
              </button>
            )}
          </div>
        </fieldset>
      ))}
    </form>
  );
}

/** The first field, in the order of the form, that has a problem. */
function firstInvalid(issues: Partial<Record<EnquiryField, unknown>> | FieldErrors<EnquiryDraft>): EnquiryField | undefined {
  return enquiryFields.find((field) => Boolean((issues as Record<string, unknown>)[field]));
}

function fieldErrorsOf(issues: Partial<Record<EnquiryField, EnquiryIssue>>): FieldErrors<EnquiryDraft> {
  return Object.fromEntries(Object.entries(issues).map(([field, issue]) => [field, { type: 'server', message: issue }]));
}
