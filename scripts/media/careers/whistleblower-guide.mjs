// The guide to the whistleblower procedure under the German Whistleblower Protection Act (HinSchG), in
// German and English: the documents scripts/media/careers.mjs writes as PDFs (pdf.mjs), which the
// compliance section of the careers pages links.

/**
 * The guide in both languages, ready for `writePdf`, with the company's name, address and reporting
 * system filled in.
 * @param {{ legalName: string, brand: string, address: { street: string, postalCode: string, city: string }, whistleblowerSystemUrl: string }} company
 */
export function whistleblowerGuides(company) {
  const address = `${company.address.street}, ${company.address.postalCode} ${company.address.city}`;
  return {
    de: {
      lang: 'de-DE',
      author: company.legalName,
      title: 'Leitfaden zum Hinweisgebersystem',
      subtitle: `${company.legalName} – Meldungen nach dem Hinweisgeberschutzgesetz (HinSchG) und Schutz hinweisgebender Personen`,
      blocks: [
        {
          heading: '1. Wozu dieses Hinweisgebersystem dient',
          paragraphs: [
            `${company.brand} fertigt Kunststoffteile und Baugruppen für Kunden aus Kosmetik, Lebensmittelverpackung, Medizintechnik und Technik. Unsere Kunden, unsere Beschäftigten und die Öffentlichkeit müssen sich darauf verlassen können, dass wir Gesetze einhalten und fair handeln. Verstöße lassen sich aber nur abstellen, wenn jemand davon erfährt.`,
            'Mit unserem Hinweisgebersystem schaffen wir einen sicheren Weg, auf Fehlverhalten aufmerksam zu machen – vertraulich, auf Wunsch anonym und ohne Angst vor Nachteilen. Das Verfahren setzt das Hinweisgeberschutzgesetz (HinSchG) um, mit dem Deutschland die EU-Whistleblower-Richtlinie (EU) 2019/1937 in nationales Recht übertragen hat. Dieser Leitfaden erklärt, wer Hinweise geben kann, was gemeldet werden kann, wie eine Meldung bearbeitet wird und wie hinweisgebende Personen geschützt sind.',
          ],
        },
        {
          heading: '2. Wer Hinweise geben kann',
          paragraphs: [
            'Das Hinweisgebersystem steht allen Personen offen, die im Zusammenhang mit ihrer beruflichen Tätigkeit Informationen über Verstöße bei uns erlangt haben. Dazu gehören insbesondere:',
            '– alle Beschäftigten, Auszubildenden, Praktikantinnen und Praktikanten sowie Werkstudierende,',
            '– Leiharbeitskräfte und Beschäftigte von Dienstleistern, die bei uns tätig sind,',
            '– ehemalige Beschäftigte sowie Bewerberinnen und Bewerber,',
            '– Kunden, Lieferanten, Geschäftspartner und deren Beschäftigte,',
            '– Mitglieder der Geschäftsführung.',
            'Sie müssen nicht sicher sein, dass tatsächlich ein Verstoß vorliegt. Es genügt, dass Sie zum Zeitpunkt der Meldung einen hinreichenden Grund zu der Annahme haben, dass die gemeldeten Informationen zutreffen.',
          ],
        },
        {
          heading: '3. Was gemeldet werden kann',
          paragraphs: [
            'Gemeldet werden können Informationen über Verstöße, die in unserem Unternehmen begangen wurden oder sehr wahrscheinlich begangen werden, sowie über Versuche, solche Verstöße zu verschleiern. Dazu zählen unter anderem:',
            '– strafbare Handlungen, etwa Betrug, Untreue, Diebstahl, Bestechung und Bestechlichkeit,',
            '– Verstöße, die mit einem Bußgeld bedroht sind, soweit sie dem Schutz von Leben, Leib oder Gesundheit oder den Rechten von Beschäftigten dienen, zum Beispiel im Arbeitsschutz und bei der Arbeitszeit,',
            '– Verstöße gegen Vorschriften zur Produktsicherheit und zu Lebensmittelkontaktmaterialien sowie gegen Anforderungen an Medizinprodukte,',
            '– Verstöße gegen Umweltschutz-, Abfall- und Energievorschriften,',
            '– Verstöße gegen Datenschutz und Informationssicherheit,',
            '– Verstöße gegen Wettbewerbs- und Kartellrecht, gegen Vorschriften zur Geldwäsche sowie gegen steuerrechtliche Vorschriften für Unternehmen,',
            '– Verstöße gegen unseren Verhaltenskodex und unsere internen Richtlinien, etwa Diskriminierung, Belästigung oder Interessenkonflikte.',
            'Für persönliche Beschwerden über Arbeitsbedingungen, die keinen Rechtsverstoß betreffen, wenden Sie sich bitte an Ihre Führungskraft, die Personalabteilung oder den Betriebsrat. Das Hinweisgebersystem ist kein Notruf: Bei unmittelbarer Gefahr für Menschen oder Umwelt alarmieren Sie sofort die Rettungsdienste und die Schichtleitung.',
          ],
        },
        {
          heading: '4. So geben Sie einen Hinweis',
          paragraphs: [
            `Hinweise nehmen wir über unser Online-Meldesystem entgegen: ${company.whistleblowerSystemUrl}. Es ist rund um die Uhr erreichbar und wird von unserer externen Ombudsperson betreut. Sie können Ihren Hinweis schriftlich abgeben und Dokumente anhängen.`,
            'Sie können Ihren Namen nennen oder anonym bleiben. Wenn Sie anonym melden, erhalten Sie im Meldesystem ein geschütztes Postfach mit einer Zugangskennung. Darüber kann die Ombudsperson Rückfragen stellen und Ihnen Rückmeldung geben, ohne Ihre Identität zu kennen. Bewahren Sie die Zugangskennung daher sorgfältig auf.',
            'Auf Ihren Wunsch ist auch ein persönliches Gespräch mit der Ombudsperson möglich, innerhalb einer angemessenen Zeit und auf Wunsch an einem Ort außerhalb unseres Werks. Bitte beschreiben Sie den Sachverhalt so konkret wie möglich: Was ist geschehen, wann und wo, wer war beteiligt, und woher stammt Ihr Wissen? Stellen Sie bitte keine eigenen Ermittlungen an, die Sie selbst in Gefahr bringen oder gegen Gesetze verstoßen könnten.',
          ],
        },
        {
          heading: '5. Die externe Ombudsperson',
          paragraphs: [
            `Als interne Meldestelle hat ${company.brand} eine unabhängige Rechtsanwaltskanzlei als Ombudsperson beauftragt. Sie gehört nicht zu unserem Unternehmen, ist bei ihrer Tätigkeit nicht an Weisungen gebunden und unterliegt der anwaltlichen Verschwiegenheitspflicht.`,
            'Die Ombudsperson nimmt Meldungen entgegen, prüft sie, hält den Kontakt zu Ihnen und empfiehlt der Geschäftsführung angemessene Folgemaßnahmen. Sie gibt Ihre Identität nur mit Ihrer ausdrücklichen Zustimmung an uns weiter. Die Kosten der Ombudsperson trägt allein unser Unternehmen.',
          ],
        },
        {
          heading: '6. Wie eine Meldung bearbeitet wird',
          paragraphs: [
            '1. Eingangsbestätigung: Spätestens sieben Tage nach Eingang Ihrer Meldung bestätigt die Ombudsperson den Empfang.',
            '2. Prüfung: Die Ombudsperson prüft, ob der gemeldete Sachverhalt in den Anwendungsbereich des Verfahrens fällt und ob die Angaben stichhaltig sind. Bei Bedarf stellt sie Ihnen Rückfragen.',
            '3. Folgemaßnahmen: Je nach Ergebnis werden interne Untersuchungen eingeleitet, betroffene Personen und Stellen einbezogen, das Verfahren an eine zuständige Behörde abgegeben oder mangels Belegen abgeschlossen.',
            '4. Rückmeldung: Spätestens drei Monate nach der Eingangsbestätigung erhalten Sie eine Rückmeldung darüber, welche Folgemaßnahmen geplant oder ergriffen wurden und warum – soweit dadurch weder interne Nachforschungen noch die Rechte der betroffenen Personen beeinträchtigt werden.',
            'Auch Personen, die in einer Meldung genannt werden, haben Rechte: Für sie gilt die Unschuldsvermutung, und sie werden angehört, bevor Entscheidungen fallen, die sie betreffen.',
          ],
        },
        {
          heading: '7. Vertraulichkeit',
          paragraphs: [
            'Die Identität der hinweisgebenden Person, der Personen, die Gegenstand einer Meldung sind, und aller sonst in der Meldung genannten Personen wird vertraulich behandelt. Nur die Ombudsperson und die wenigen Personen, die für die Bearbeitung oder für Folgemaßnahmen zuständig sind, erhalten Zugang zu diesen Informationen; sie alle sind zur Verschwiegenheit verpflichtet.',
            'Eine Weitergabe der Identität ist nur in den engen Ausnahmen möglich, die das Gesetz vorsieht, etwa auf Verlangen einer Strafverfolgungsbehörde. In diesem Fall werden Sie vorab informiert, sofern dadurch die Ermittlungen nicht gefährdet werden.',
          ],
        },
        {
          heading: '8. Schutz vor Repressalien',
          paragraphs: [
            'Wer in gutem Glauben einen Hinweis gibt, darf deshalb keine Nachteile erleiden. Verboten sind insbesondere Kündigung, Abmahnung, Versetzung, die Verweigerung einer Beförderung oder Weiterbildung, negative Beurteilungen, Einschüchterung, Mobbing und Ausgrenzung – und bereits die Androhung oder der Versuch solcher Maßnahmen.',
            'Erleidet eine hinweisgebende Person nach einer Meldung eine Benachteiligung im Zusammenhang mit ihrer beruflichen Tätigkeit, wird nach dem Hinweisgeberschutzgesetz vermutet, dass es sich um eine Repressalie handelt. Das Unternehmen muss dann beweisen, dass die Maßnahme auf anderen, gerechtfertigten Gründen beruht. Den Schutz genießen auch Personen, die die hinweisgebende Person unterstützen.',
            'Wer vorsätzlich oder grob fahrlässig unrichtige Informationen meldet, ist dagegen nicht geschützt und kann zum Ersatz des entstandenen Schadens verpflichtet sein.',
          ],
        },
        {
          heading: '9. Externe Meldestellen',
          paragraphs: [
            'Wir ermutigen Sie, zuerst unser internes Hinweisgebersystem zu nutzen, weil wir Verstöße dann am schnellsten abstellen können. Sie haben aber die freie Wahl: Sie können sich auch direkt an eine externe Meldestelle wenden. Das ist insbesondere die externe Meldestelle des Bundes beim Bundesamt für Justiz; für besondere Bereiche sind die Bundesanstalt für Finanzdienstleistungsaufsicht (BaFin) und das Bundeskartellamt zuständig.',
          ],
        },
        {
          heading: '10. Datenschutz und Dokumentation',
          paragraphs: [
            'Jede Meldung wird dauerhaft abrufbar und unter Wahrung der Vertraulichkeit dokumentiert. Die Dokumentation wird drei Jahre nach Abschluss des Verfahrens gelöscht, sofern sie nicht länger erforderlich ist, um Vorgaben des Hinweisgeberschutzgesetzes oder anderer Rechtsvorschriften zu erfüllen.',
            `Personenbezogene Daten verarbeiten wir nur, soweit es für die Bearbeitung der Meldung und die Folgemaßnahmen erforderlich ist. Verantwortlich ist die ${company.legalName}, ${address}. Ihre Rechte nach der Datenschutz-Grundverordnung und weitere Informationen finden Sie in unserer Datenschutzerklärung auf unserer Website.`,
          ],
        },
        {
          heading: '11. Kontakt',
          paragraphs: [
            `Online-Meldesystem der Ombudsperson: ${company.whistleblowerSystemUrl}`,
            `Postanschrift: ${company.legalName}, Compliance, ${address}`,
            'Dieser Leitfaden steht auf unserer Karriereseite unter „Das sind wir“ in deutscher und englischer Sprache zur Verfügung.',
          ],
        },
      ],
    },
    en: {
      lang: 'en-US',
      author: company.legalName,
      title: 'Guide to our whistleblowing system',
      subtitle: `${company.legalName} – reports under the German Whistleblower Protection Act (HinSchG) and protection of whistleblowers`,
      blocks: [
        {
          heading: '1. What this whistleblowing system is for',
          paragraphs: [
            `${company.brand} manufactures plastic parts and assemblies for customers in cosmetics, food packaging, medical technology and technical applications. Our customers, our employees and the public must be able to rely on us to obey the law and to act fairly. Misconduct can only be stopped, however, if someone finds out about it.`,
            'Our whistleblowing system provides a safe way to draw attention to misconduct: in confidence, anonymously if you wish, and without fear of reprisals. The procedure implements the German Whistleblower Protection Act (Hinweisgeberschutzgesetz, HinSchG), which transposes the EU Whistleblowing Directive (EU) 2019/1937 into German law. This guide explains who can make a report, what can be reported, how a report is handled and how whistleblowers are protected.',
          ],
        },
        {
          heading: '2. Who can make a report',
          paragraphs: [
            'The whistleblowing system is open to everyone who has obtained information about violations at our company in connection with their work. This includes in particular:',
            '– all employees, apprentices, interns and working students,',
            '– temporary agency workers and employees of service providers working at our premises,',
            '– former employees and job applicants,',
            '– customers, suppliers, business partners and their employees,',
            '– members of the management.',
            'You do not need to be certain that a violation has actually occurred. It is enough that, at the time of the report, you have reasonable grounds to believe that the information you report is true.',
          ],
        },
        {
          heading: '3. What can be reported',
          paragraphs: [
            'You can report information about violations that have been committed at our company or are very likely to be committed, as well as attempts to conceal such violations. These include, among others:',
            '– criminal offences such as fraud, breach of trust, theft, bribery and corruption,',
            '– administrative offences subject to a fine where the rules protect life, limb or health or the rights of employees, for example in occupational safety and working hours,',
            '– violations of the rules on product safety and food contact materials and of the requirements for medical devices,',
            '– violations of environmental, waste and energy regulations,',
            '– violations of data protection and information security,',
            '– violations of competition and antitrust law, of anti-money-laundering rules and of the tax rules for companies,',
            '– violations of our code of conduct and internal policies, such as discrimination, harassment or conflicts of interest.',
            'For personal complaints about working conditions that do not involve a breach of the law, please contact your manager, the human resources department or the works council. The whistleblowing system is not an emergency line: if people or the environment are in immediate danger, alert the emergency services and the shift supervisor at once.',
          ],
        },
        {
          heading: '4. How to make a report',
          paragraphs: [
            `Reports are received through our online reporting system: ${company.whistleblowerSystemUrl}. It is available around the clock and is run by our external ombudsperson. You can submit your report in writing and attach documents.`,
            'You may give your name or remain anonymous. If you report anonymously, the reporting system gives you a protected mailbox with an access code. Through it, the ombudsperson can ask you questions and give you feedback without knowing who you are. Please keep the access code in a safe place.',
            'At your request, a personal meeting with the ombudsperson can also be arranged within a reasonable time, away from our plant if you prefer. Please describe the matter as precisely as possible: what happened, when and where, who was involved, and how do you know about it? Please do not carry out investigations of your own that could put you at risk or break the law.',
          ],
        },
        {
          heading: '5. The external ombudsperson',
          paragraphs: [
            `As its internal reporting office, ${company.brand} has appointed an independent law firm as ombudsperson. It is not part of our company, is not bound by instructions in this role and is subject to legal professional secrecy.`,
            'The ombudsperson receives reports, reviews them, keeps in touch with you and recommends appropriate follow-up action to the management. It passes on your identity to us only with your express consent. The costs of the ombudsperson are borne solely by our company.',
          ],
        },
        {
          heading: '6. How a report is handled',
          paragraphs: [
            '1. Acknowledgement: no later than seven days after receiving your report, the ombudsperson confirms receipt.',
            '2. Review: the ombudsperson checks whether the matter falls within the scope of the procedure and whether the information is substantiated, and asks you further questions if necessary.',
            '3. Follow-up: depending on the outcome, internal investigations are started, the persons and departments concerned are involved, the case is referred to a competent authority or it is closed for lack of evidence.',
            '4. Feedback: no later than three months after the acknowledgement, you receive feedback on the follow-up action planned or taken and the reasons for it, as far as this does not affect internal enquiries or the rights of the persons concerned.',
            'Persons named in a report also have rights: they are presumed innocent and are heard before any decision that affects them is made.',
          ],
        },
        {
          heading: '7. Confidentiality',
          paragraphs: [
            'The identity of the whistleblower, of the persons who are the subject of a report and of everyone else named in it is treated in confidence. Only the ombudsperson and the few people responsible for handling the report or for follow-up action have access to this information, and all of them are bound to secrecy.',
            'An identity may only be disclosed in the narrow exceptions provided for by law, for example at the request of a law enforcement authority. In that case you will be informed in advance, provided this does not jeopardise the investigation.',
          ],
        },
        {
          heading: '8. Protection from reprisals',
          paragraphs: [
            'Anyone who makes a report in good faith must not suffer any disadvantage as a result. Prohibited measures include in particular dismissal, warnings, transfers, the refusal of a promotion or training, negative appraisals, intimidation, bullying and exclusion, and even the threat of or an attempt at such measures.',
            'If a whistleblower suffers a disadvantage in connection with their work after making a report, the Whistleblower Protection Act presumes that it is a reprisal. The company must then prove that the measure was based on other, justified grounds. People who support the whistleblower are protected as well.',
            'Anyone who deliberately or with gross negligence reports false information is not protected, however, and may be liable for the damage caused.',
          ],
        },
        {
          heading: '9. External reporting offices',
          paragraphs: [
            'We encourage you to use our internal whistleblowing system first, because that is how we can stop violations most quickly. The choice is yours, however: you can also turn directly to an external reporting office. This is in particular the Federal external reporting office at the Federal Office of Justice (Bundesamt für Justiz); for special areas, the Federal Financial Supervisory Authority (BaFin) and the Federal Cartel Office (Bundeskartellamt) are responsible.',
          ],
        },
        {
          heading: '10. Data protection and records',
          paragraphs: [
            'Every report is documented in a permanently retrievable form while maintaining confidentiality. The records are deleted three years after the procedure has been completed, unless they are needed for longer to meet the requirements of the Whistleblower Protection Act or other legislation.',
            `We process personal data only as far as is necessary to handle the report and the follow-up action. The controller is ${company.legalName}, ${address}, Germany. Your rights under the General Data Protection Regulation and further information are set out in the privacy policy on our website.`,
          ],
        },
        {
          heading: '11. Contact',
          paragraphs: [
            `Online reporting system of the ombudsperson: ${company.whistleblowerSystemUrl}`,
            `Postal address: ${company.legalName}, Compliance, ${address}, Germany`,
            'This guide is available in German and English on our careers pages under “About us”.',
          ],
        },
      ],
    },
  };
}
