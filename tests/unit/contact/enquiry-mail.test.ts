import { describe, expect, it } from 'vitest';
import { enquiryMail, enquiryMessageId } from '@/lib/contact/enquiry-mail';
import { enquiryMailSetup, isLoopbackHost } from '@/lib/contact/mail-settings';
import type { OutboxEntry } from '@/lib/contact/outbox-entry';

const entry: OutboxEntry = {
  id: '3f2b1c4d-5e6f-4a70-8b9c-0d1e2f3a4b5c',
  // 10:05 UTC in winter: 11:05 in Herborn.
  acceptedAt: Date.parse('2026-12-02T10:05:00Z'),
  attributes: {
    subject: 'Angebot Dosierkappe',
    message: 'Zwei Zeilen\nText',
    name: 'Erika Muster',
    company: 'Muster GmbH',
    city: '',
    email: 'erika.muster@example.de',
    privacyConsent: true,
    locale: 'en',
  },
};
const settings = { from: 'website@Lumoplast.example', to: 'vertrieb@lumoplast.example', locale: 'de' as const };

describe('the mail of an enquiry', () => {
  it('comes from the site, goes to the inbox alone, and is answered to the visitor', () => {
    const mail = enquiryMail(entry, settings);
    expect(mail.from).toEqual({ name: 'Lumoplast-Website', address: settings.from });
    expect(mail.to).toBe(settings.to);
    expect(mail.envelope).toEqual({ from: settings.from, to: [settings.to] });
    expect(mail.replyTo).toEqual({ name: 'Erika Muster', address: 'erika.muster@example.de' });
    expect(mail.cc).toBeUndefined();
    expect(mail.bcc).toBeUndefined();
    expect(mail.headers).toEqual({ 'Auto-Submitted': 'auto-generated' });
  });

  it('takes its Message-ID from the enquiry id at the sending domain, so a mail sent twice is one message', () => {
    expect(enquiryMail(entry, settings).messageId).toBe('<3f2b1c4d-5e6f-4a70-8b9c-0d1e2f3a4b5c@lumoplast.example>');
    expect(enquiryMessageId(entry.id, 'a@b.example')).toBe(`<${entry.id}@b.example>`);
  });

  it('names the topic in its subject and every field in its text, with the form language and the time in the company’s zone', () => {
    const mail = enquiryMail(entry, settings);
    expect(mail.subject).toBe('Anfrage über die Website: Angebot Dosierkappe');
    expect(mail.date).toEqual(new Date(entry.acceptedAt));
    expect(mail.text).toBe(
      [
        'Über das Kontaktformular der Website ist eine Anfrage eingegangen. Antworten Sie auf diese E-Mail, um Erika Muster zu schreiben.',
        '',
        'Betreff: Angebot Dosierkappe',
        'Name: Erika Muster',
        'Unternehmen: Muster GmbH',
        'Ort: keine Angabe',
        'E-Mail-Adresse: erika.muster@example.de',
        'Sprache des Formulars: Englisch',
        'Eingegangen: 2. Dezember 2026 um 11:05 MEZ',
        'Datenschutzerklärung: gelesen, Einwilligung erteilt',
        `Anfrage-Nr.: ${entry.id}`,
        '',
        'Nachricht:',
        'Zwei Zeilen',
        'Text',
        '',
      ].join('\n'),
    );
  });

  it('is written in English where the inbox asks for it, summer time included', () => {
    const mail = enquiryMail({ ...entry, acceptedAt: Date.parse('2026-07-01T10:05:00Z'), attributes: { ...entry.attributes, locale: 'de' } }, { ...settings, locale: 'en' });
    expect(mail.subject).toBe('Enquiry from the website: Angebot Dosierkappe');
    expect(mail.from).toEqual({ name: 'Lumoplast website', address: settings.from });
    expect(mail.text).toContain('\nLanguage of the form: German\n');
    expect(mail.text).toMatch(/\nReceived: July 1, 2026 at 12:05 (PM )?GMT\+2\n/);
    expect(mail.text).toContain('\nCity: not given\n');
  });
});

describe('the mail settings', () => {
  const inbox = { SMTP_URL: 'smtp://website:secret@mail.example.com:587', ENQUIRY_MAIL_TO: 'vertrieb@lumoplast.example' };

  it('are off with neither SMTP_URL nor ENQUIRY_MAIL_TO', () => {
    expect(enquiryMailSetup({})).toEqual({});
  });

  it('send from the inbox’s own address and in German unless told otherwise', () => {
    expect(enquiryMailSetup(inbox)).toEqual({
      settings: {
        server: { host: 'mail.example.com', port: 587, secure: false, user: 'website', password: 'secret', loopback: false },
        to: inbox.ENQUIRY_MAIL_TO,
        from: inbox.ENQUIRY_MAIL_TO,
        locale: 'de',
      },
    });
    expect(enquiryMailSetup({ ...inbox, ENQUIRY_MAIL_FROM: 'website@lumoplast.example', ENQUIRY_MAIL_LANGUAGE: 'en' }).settings).toMatchObject({
      from: 'website@lumoplast.example',
      locale: 'en',
    });
  });

  it('require STARTTLS of every server but one on loopback', () => {
    for (const host of ['localhost', '127.0.0.1', '127.1.2.3', '[::1]']) expect(isLoopbackHost(host), host).toBe(true);
    for (const host of ['mail.example.com', '10.0.0.1', 'localhost.example.com', '128.0.0.1']) expect(isLoopbackHost(host), host).toBe(false);
    expect(enquiryMailSetup({ ...inbox, SMTP_URL: 'smtp://127.0.0.1:2525' }).settings?.server).toEqual({ host: '127.0.0.1', port: 2525, secure: false, loopback: true });
    expect(enquiryMailSetup({ ...inbox, SMTP_URL: 'smtps://website:secret@mail.example.com' }).settings?.server).toMatchObject({ port: 465, secure: true, loopback: false });
    expect(enquiryMailSetup({ ...inbox, SMTP_URL: 'smtp://[::1]:25' }).settings?.server).toMatchObject({ host: '::1', loopback: true });
  });

  it('read a user and password with reserved characters URL-encoded', () => {
    expect(enquiryMailSetup({ ...inbox, SMTP_URL: 'smtp://web%40site:p%3Ass%2Fw%25rd@mail.example.com:2525' }).settings?.server).toMatchObject({
      user: 'web@site',
      password: 'p:ss/w%rd',
      port: 2525,
    });
  });

  it.each([
    [{ SMTP_URL: inbox.SMTP_URL }, 'SMTP_URL is set but ENQUIRY_MAIL_TO is not'],
    [{ ENQUIRY_MAIL_TO: inbox.ENQUIRY_MAIL_TO }, 'ENQUIRY_MAIL_TO is set but SMTP_URL is not'],
    [{ ...inbox, SMTP_URL: 'mail.example.com:587' }, 'SMTP_URL is not an smtp:// or smtps:// address with a host'],
    [{ ...inbox, SMTP_URL: 'https://secret@mail.example.com' }, 'SMTP_URL is not an smtp:// or smtps:// address with a host'],
    // nodemailer would take a query for options of its own: STARTTLS or the certificate's check switched off.
    [{ ...inbox, SMTP_URL: 'smtp://u:secret@mail.example.com:587?requireTLS=false&tls.rejectUnauthorized=false' }, 'SMTP_URL may hold only user, password, host and port'],
    [{ ...inbox, SMTP_URL: 'smtp://u:secret@mail.example.com:587/path' }, 'SMTP_URL may hold only user, password, host and port'],
    [{ ...inbox, SMTP_URL: 'smtp://u:secret@mail%20x.example:587' }, 'SMTP_URL names no valid host'],
    [{ ...inbox, SMTP_URL: 'smtp://u:secret%zz@mail.example.com' }, "SMTP_URL's user or password is not URL-encoded"],
    [{ ...inbox, ENQUIRY_MAIL_TO: 'vertrieb@lumoplast.example, boss@lumoplast.example' }, 'ENQUIRY_MAIL_TO is not one e-mail address'],
    [{ ...inbox, ENQUIRY_MAIL_FROM: 'Website' }, 'ENQUIRY_MAIL_FROM is not one e-mail address'],
    [{ ...inbox, ENQUIRY_MAIL_LANGUAGE: 'fr' }, 'ENQUIRY_MAIL_LANGUAGE is neither de nor en'],
  ])('say what is wrong without the credential: %j', (env, problem) => {
    const setup = enquiryMailSetup(env);
    expect(setup).toEqual({ problem });
    expect(JSON.stringify(setup)).not.toContain('secret');
  });
});
