import { company } from '@/content/company';
import { careersSchema } from '@/lib/content/careers';
import { loadLocalizedContent } from '@/lib/content/localized';

/** The drawings of the careers pages: the same file in both languages, only the alt text is translated. */
const drawing = (file: string, width = 640, height = 400) => ({ src: `/media/careers/${file}.svg`, width, height });

/**
 * The careers area: the landing page, "About us" (facts, quotes, compliance and the whistleblower
 * procedure), the testimonials page, the employee teaser and the speculative application box.
 */
export const careers = loadLocalizedContent('content/careers.ts', careersSchema, {
  de: {
    landing: {
      why: {
        heading: `Warum ${company.brand}?`,
        lead: `${company.brand} wurde 2004 gegründet und ist seitdem zu einem wachsenden Mittelständler mit über 70 Spritzgießmaschinen geworden. Bei uns arbeiten Sie an Produkten, die Sie im Supermarkt, im Badezimmer und in der Arztpraxis wiederfinden.`,
        facts: ['Gegründet 2004', 'Über 70 Spritzgießmaschinen', 'Bis zu 6 Auszubildende pro Jahr', 'Kunden auf drei Kontinenten'],
        reasons: [
          {
            title: 'Ein Mittelständler, der wächst',
            text: 'Seit der Gründung 2004 sind wir Jahr für Jahr gewachsen – mit neuen Maschinen, neuen Kunden und neuen Kolleginnen und Kollegen. Das bedeutet sichere Arbeitsplätze und echte Entwicklungschancen.',
          },
          {
            title: 'Technik, die fordert',
            text: 'Über 70 Spritzgießmaschinen mit bis zu 6.500 kN Schließkraft, ein eigener Werkzeugbau und automatisierte Montagelinien: Bei uns lernen Sie die ganze Prozesskette unter einem Dach kennen.',
          },
          {
            title: 'Kurze Wege, echte Verantwortung',
            text: 'Entscheidungen fallen bei uns dort, wo das Wissen ist. Ihre Führungskraft ist ansprechbar, und gute Ideen aus der Fertigung werden umgesetzt – oft schon in der nächsten Woche.',
          },
          {
            title: 'Weiterbildung, die sich lohnt',
            text: 'Ob Meisterin, Techniker oder Fachwirtin: Wir unterstützen berufsbegleitende Weiterbildungen mit Freistellungen und Zuschüssen und besetzen Führungsaufgaben gern aus den eigenen Reihen.',
          },
        ],
      },
      training: {
        heading: 'Ausbildung bei uns',
        lead: 'Jedes Jahr beginnen bis zu sechs junge Menschen ihre Ausbildung bei uns. Von Anfang an arbeiten Sie in echten Projekten mit und werden von erfahrenen Ausbilderinnen und Ausbildern begleitet.',
        professions: [
          {
            title: 'Verfahrensmechaniker/in für Kunststoff- und Kautschuktechnik',
            text: 'In drei Jahren lernen Sie, Spritzgießmaschinen einzurichten, Prozessparameter zu optimieren und Serienteile in gleichbleibender Qualität zu fertigen.',
          },
          {
            title: 'Werkzeugmechaniker/in',
            text: 'In dreieinhalb Jahren fertigen und warten Sie Spritzgießwerkzeuge – mit Fräsen, Erodieren, Schleifen, Polieren und einem Auge für Hundertstelmillimeter.',
          },
          {
            title: 'Mechatroniker/in',
            text: 'In dreieinhalb Jahren verbinden Sie Mechanik, Elektrik und Steuerungstechnik und halten Maschinen, Roboter und Automationsanlagen am Laufen.',
          },
          {
            title: 'Industriekaufmann/-frau',
            text: 'In drei Jahren lernen Sie Einkauf, Vertrieb, Logistik, Personalwesen und Rechnungswesen kennen – und damit, wie ein Industrieunternehmen wirtschaftlich funktioniert.',
          },
        ],
        note: 'Bewerben Sie sich am besten etwa ein Jahr vor dem gewünschten Ausbildungsbeginn. Ein Praktikum vorab ist jederzeit möglich und der beste Weg, uns kennenzulernen.',
        illustration: {
          ...drawing('apprenticeship'),
          alt: 'Zeichnung einer Werkbank in der Ausbildungswerkstatt: ein Schraubstock mit eingespanntem Werkstück und einer Feile, ein Messschieber, ein kleines Kunststoffteil und eine Schutzbrille, dahinter eine Werkzeugwand.',
        },
      },
      pages: {
        heading: 'Mehr über Ihre Karriere bei uns',
        lead: 'Lernen Sie uns kennen, hören Sie, was unsere Kolleginnen und Kollegen erzählen, und finden Sie die Stelle, die zu Ihnen passt.',
        cards: [
          {
            page: 'careers.aboutUs',
            title: 'Das sind wir',
            text: 'Zahlen und Fakten, Stimmen aus dem Team und wie Sie Hinweise auf Fehlverhalten vertraulich an unsere Ombudsperson melden können.',
            linkText: 'Mehr über uns erfahren',
            illustration: {
              ...drawing('about-us'),
              alt: 'Zeichnung unseres Werks: eine Fertigungshalle mit Sheddach, Photovoltaik und Verladetoren, daneben das Bürogebäude und ein Lkw.',
            },
          },
          {
            page: 'careers.employeeTestimonials',
            title: 'Mitarbeiterstimmen',
            text: 'In kurzen Videos erzählen Kolleginnen und Kollegen aus Fertigung, Werkzeugbau und Ausbildung von ihrem Arbeitsalltag.',
            linkText: 'Mitarbeiterstimmen ansehen',
            illustration: {
              ...drawing('employee-testimonials'),
              alt: 'Zeichnung eines Videobilds mit Wiedergabetaste, daneben drei Sprechblasen.',
            },
          },
          {
            page: 'careers.jobOffers',
            title: 'Stellenangebote',
            text: 'Offene Stellen für Fachkräfte, freie Ausbildungsplätze und der Weg zu Ihrer Initiativbewerbung.',
            linkText: 'Zu den Stellenangeboten',
            illustration: {
              ...drawing('job-offers'),
              alt: 'Zeichnung eines Klemmbretts mit abgehakter Liste, daneben ein Kunststoffteil, ein Schutzhelm und ein Messschieber.',
            },
          },
        ],
      },
    },
    aboutUs: {
      facts: {
        heading: `${company.brand} in Zahlen`,
        lead: `Seit 2004 fertigen wir in ${company.address.city} Kunststoffteile und Baugruppen für Kosmetik, Lebensmittel, Medizin und Technik.`,
        items: [
          { value: '2004', label: 'gegründet – seitdem Jahr für Jahr gewachsen' },
          { value: 'über 70', label: 'Spritzgießmaschinen mit bis zu 6.500 kN Schließkraft' },
          { value: 'bis zu 6', label: 'Auszubildende beginnen jedes Jahr bei uns' },
          { value: 'über 1 Milliarde', label: 'Kunststoffteile und über 400 Millionen Baugruppen gefertigt' },
          { value: '3 Kontinente', label: 'auf denen unsere Kunden zu Hause sind' },
          { value: 'bis zu 20 %', label: 'unseres Energiebedarfs decken wir mit eigenem Strom aus erneuerbaren Quellen' },
          { value: 'ISO 14001 · ISO 50001', label: 'zertifiziertes Umwelt- und Energiemanagement, Energiemanagement seit 2013' },
        ],
      },
      values: {
        heading: 'So arbeiten wir zusammen',
        items: [
          {
            title: 'Offen',
            text: 'Wir sagen, was Sache ist – im Schichtgespräch ebenso wie in der Geschäftsführung. Fehler werden angesprochen, damit sie nicht wieder passieren.',
          },
          {
            title: 'Verlässlich',
            text: 'Unsere Kunden verlassen sich auf Liefertermine und Qualität, unsere Kolleginnen und Kollegen auf faire Schichtpläne und Zusagen, die gelten.',
          },
          {
            title: 'Gemeinsam',
            text: 'Ein Teil ist erst gut, wenn Konstruktion, Werkzeugbau, Fertigung und Logistik an einem Strang ziehen. Deshalb lösen wir Probleme im Team.',
          },
        ],
      },
      quotes: {
        heading: 'Was unsere Kolleginnen und Kollegen sagen',
        lead: 'Drei Stimmen aus drei Abteilungen – in ihren eigenen Worten.',
        items: [
          {
            quote:
              'Bei Teilen für die Medizintechnik zählt jedes Detail. Hier wird Qualität nicht erst am Ende geprüft, sondern von Anfang an mitgedacht.',
            firstName: 'Jürgen',
            role: 'Leiter der Qualitätssicherung',
          },
          {
            quote:
              'Ich habe hier meine Ausbildung gemacht und bin geblieben – weil man mir früh Verantwortung gegeben hat und weil das Miteinander stimmt.',
            firstName: 'Sabine',
            role: 'Industriekauffrau im Einkauf',
          },
          {
            quote:
              'Wenn eine Maschine steht, zählt jede Minute. Dass ich dann selbst entscheiden darf, was zu tun ist, zeigt mir, wie viel Vertrauen hier herrscht.',
            firstName: 'Marco',
            role: 'Mechatroniker in der Instandhaltung',
          },
        ],
      },
      compliance: {
        heading: 'Compliance und Hinweisgebersystem',
        lead: 'Wir halten uns an Recht und Gesetz und erwarten das von allen, die für und mit uns arbeiten. Wer Hinweise auf Verstöße hat, kann sie vertraulich und auf Wunsch anonym melden – nach den Regeln des Hinweisgeberschutzgesetzes (HinSchG).',
        topics: [
          {
            heading: 'Wer kann Hinweise geben?',
            paragraphs: [
              'Unser Hinweisgebersystem steht allen offen, die im Zusammenhang mit ihrer Arbeit von Verstößen bei uns erfahren haben: Beschäftigten und Auszubildenden, Leiharbeitskräften, ehemaligen Mitarbeiterinnen und Mitarbeitern, Bewerberinnen und Bewerbern ebenso wie Kunden, Lieferanten, Dienstleistern und deren Beschäftigten.',
            ],
            points: [],
          },
          {
            heading: 'Was kann gemeldet werden?',
            paragraphs: ['Gemeldet werden können Verstöße, die bei uns begangen wurden oder sehr wahrscheinlich begangen werden, zum Beispiel:'],
            points: [
              'Straftaten wie Betrug, Diebstahl, Untreue oder Bestechung',
              'Verstöße gegen den Arbeitsschutz und die Rechte von Beschäftigten',
              'Verstöße gegen Produktsicherheit, Lebensmittelkontakt- und Medizinprodukterecht',
              'Verstöße gegen Umwelt-, Datenschutz-, Wettbewerbs- und Kartellrecht',
              'Verstöße gegen unseren Verhaltenskodex, etwa Diskriminierung oder Belästigung',
            ],
          },
          {
            heading: 'Vertraulichkeit',
            paragraphs: [
              'Die Identität der hinweisgebenden Person und aller in der Meldung genannten Personen bleibt geschützt. Nur die Ombudsperson und die wenigen Personen, die für die Bearbeitung zuständig sind, erfahren davon – und sie sind zur Verschwiegenheit verpflichtet.',
              'Über das Meldesystem können Sie auch anonym melden und trotzdem über ein geschütztes Postfach mit der Ombudsperson in Kontakt bleiben.',
            ],
            points: [],
          },
          {
            heading: 'Schutz vor Repressalien',
            paragraphs: [
              'Wer in gutem Glauben einen Hinweis gibt, darf dafür keine Nachteile erleiden – weder Kündigung noch Abmahnung, Versetzung, Benachteiligung bei Beförderungen oder Mobbing. Erleidet eine hinweisgebende Person nach einer Meldung eine Benachteiligung, wird nach dem Gesetz vermutet, dass es sich um eine Repressalie handelt.',
              'Nicht geschützt ist dagegen, wer vorsätzlich oder grob fahrlässig falsche Informationen meldet.',
            ],
            points: [],
          },
          {
            heading: 'Unsere externe Ombudsperson',
            paragraphs: [
              'Hinweise nimmt eine unabhängige Rechtsanwaltskanzlei als externe Ombudsperson entgegen. Sie gehört nicht zu unserem Unternehmen, ist an keine Weisungen gebunden und unterliegt der anwaltlichen Schweigepflicht. Ihre Identität gibt sie nur mit Ihrer ausdrücklichen Zustimmung an uns weiter.',
              'Sie können sich auch an die externe Meldestelle des Bundes beim Bundesamt für Justiz wenden.',
            ],
            points: [],
          },
        ],
        procedure: {
          heading: 'So läuft eine Meldung ab',
          steps: [
            'Sie geben Ihren Hinweis im Online-Meldesystem ab – rund um die Uhr und auf Wunsch anonym. Auf Wunsch ist auch ein persönliches Gespräch mit der Ombudsperson möglich.',
            'Spätestens nach sieben Tagen bestätigt die Ombudsperson den Eingang Ihrer Meldung.',
            'Die Ombudsperson prüft den Hinweis, stellt bei Bedarf Rückfragen und veranlasst angemessene Folgemaßnahmen.',
            'Spätestens drei Monate nach der Eingangsbestätigung erhalten Sie eine Rückmeldung zu den geplanten oder ergriffenen Maßnahmen.',
          ],
        },
        illustration: {
          ...drawing('compliance', 480, 400),
          alt: '',
        },
        systemLinkText: 'Zum Hinweisgebersystem (externe Website)',
        guide: {
          file: '/media/careers/whistleblower-guide-de.pdf',
          linkText: 'Leitfaden zum Hinweisgebersystem (PDF, 4 Seiten)',
        },
      },
    },
    testimonials: {
      next: {
        heading: 'Lust, Teil des Teams zu werden?',
        text: 'Schauen Sie sich unsere offenen Stellen und Ausbildungsplätze an – oder schicken Sie uns Ihre Initiativbewerbung.',
      },
    },
    employeeTeaser: {
      heading: 'Stimmen aus dem Team',
      lead: 'Wie es ist, bei uns zu arbeiten, erzählen unsere Kolleginnen und Kollegen am besten selbst.',
      testimonial: 'melanie',
    },
    jobContact: {
      heading: 'Initiativbewerbung',
      text: 'Keine passende Stelle gefunden? Dann schicken Sie uns Ihre Initiativbewerbung mit Anschreiben, Lebenslauf und Zeugnissen. Nennen Sie uns bitte den Bereich, der Sie interessiert, und Ihren frühestmöglichen Eintrittstermin.',
      postHeading: 'Per Post',
      postRecipient: 'Personalabteilung',
      emailHeading: 'Per E-Mail',
      emailText: 'Schreiben Sie uns an',
      emailSubject: 'Initiativbewerbung',
      pdfRule:
        'Bitte beachten Sie: Bewerbungen per E-Mail nehmen wir ausschließlich als PDF an. Gezippte Dateien und andere Formate werden aus Sicherheitsgründen ungeöffnet gelöscht.',
    },
  },
  en: {
    landing: {
      why: {
        heading: `Why ${company.brand}?`,
        lead: `${company.brand} was founded in 2004 and has since become a growing medium-sized manufacturer with more than 70 injection-moulding machines. With us, you work on products you will find again in the supermarket, in the bathroom and at the doctor’s.`,
        facts: ['Founded in 2004', 'More than 70 injection-moulding machines', 'Up to 6 apprentices a year', 'Customers on three continents'],
        reasons: [
          {
            title: 'A medium-sized company that keeps growing',
            text: 'Since our foundation in 2004 we have grown year after year, with new machines, new customers and new colleagues. That means secure jobs and real opportunities to develop.',
          },
          {
            title: 'Technology that challenges you',
            text: 'More than 70 injection-moulding machines with clamping forces of up to 6,500 kN, our own tool shop and automated assembly lines: with us, you get to know the entire process chain under one roof.',
          },
          {
            title: 'Short lines, real responsibility',
            text: 'Decisions are made where the knowledge is. Your manager is approachable, and good ideas from the shop floor are put into practice, often the following week.',
          },
          {
            title: 'Further training that pays off',
            text: 'Master craftsman, technician or business specialist: we support part-time further training with time off and financial contributions, and we like to fill management positions from within.',
          },
        ],
      },
      training: {
        heading: 'Apprenticeships',
        lead: 'Every year, up to six young people start their apprenticeship with us. From day one you work on real projects, supported by experienced trainers.',
        professions: [
          {
            title: 'Process mechanic for plastics and rubber technology (Verfahrensmechaniker/in für Kunststoff- und Kautschuktechnik)',
            text: 'Over three years, you learn to set up injection-moulding machines, optimise process parameters and produce series parts of consistent quality.',
          },
          {
            title: 'Toolmaker (Werkzeugmechaniker/in)',
            text: 'Over three and a half years, you build and maintain injection moulds, by milling, spark eroding, grinding and polishing, with an eye for hundredths of a millimetre.',
          },
          {
            title: 'Mechatronics technician (Mechatroniker/in)',
            text: 'Over three and a half years, you combine mechanics, electrics and control engineering and keep machines, robots and automation systems running.',
          },
          {
            title: 'Industrial business management assistant (Industriekaufmann/-frau)',
            text: 'Over three years, you get to know purchasing, sales, logistics, human resources and accounting, and so how an industrial company works commercially.',
          },
        ],
        note: 'It is best to apply about a year before you would like to start. An internship beforehand is possible at any time and the best way to get to know us.',
        illustration: {
          ...drawing('apprenticeship'),
          alt: 'Drawing of a workbench in the training workshop: a vice holding a workpiece with a file on it, a calliper, a small plastic part and safety glasses, with a tool wall behind.',
        },
      },
      pages: {
        heading: 'More about your career with us',
        lead: 'Get to know us, hear what our colleagues have to say and find the position that suits you.',
        cards: [
          {
            page: 'careers.aboutUs',
            title: 'About us',
            text: 'Facts and figures, voices from the team and how to report concerns about misconduct in confidence to our ombudsperson.',
            linkText: 'Find out more about us',
            illustration: {
              ...drawing('about-us'),
              alt: 'Drawing of our plant: a production hall with a sawtooth roof, solar panels and loading doors, with the office building and a lorry beside it.',
            },
          },
          {
            page: 'careers.employeeTestimonials',
            title: 'Employee testimonials',
            text: 'In short videos, colleagues from production, tool engineering and our apprenticeship programme talk about their working day.',
            linkText: 'Watch the employee testimonials',
            illustration: {
              ...drawing('employee-testimonials'),
              alt: 'Drawing of a video frame with a play button, next to three speech bubbles.',
            },
          },
          {
            page: 'careers.jobOffers',
            title: 'Job offers',
            text: 'Open positions for skilled employees, available apprenticeships and how to send us a speculative application.',
            linkText: 'Go to the job offers',
            illustration: {
              ...drawing('job-offers'),
              alt: 'Drawing of a clipboard with a ticked list, next to a plastic part, a hard hat and a calliper.',
            },
          },
        ],
      },
    },
    aboutUs: {
      facts: {
        heading: `${company.brand} in figures`,
        lead: `Since 2004 we have been making plastic parts and assemblies in ${company.address.city}, Germany, for cosmetics, food, medical and technical customers.`,
        items: [
          { value: '2004', label: 'founded, and growing every year since' },
          { value: 'more than 70', label: 'injection-moulding machines with clamping forces of up to 6,500 kN' },
          { value: 'up to 6', label: 'apprentices start with us every year' },
          { value: 'over 1 billion', label: 'plastic parts and over 400 million assemblies produced' },
          { value: '3 continents', label: 'on which our customers are based' },
          { value: 'up to 20%', label: 'of our energy needs met with our own electricity from renewable sources' },
          { value: 'ISO 14001 · ISO 50001', label: 'certified environmental and energy management, with energy management since 2013' },
        ],
      },
      values: {
        heading: 'How we work together',
        items: [
          {
            title: 'Open',
            text: 'We say what is what, in the shift meeting as well as in the management team. Mistakes are addressed so that they do not happen again.',
          },
          {
            title: 'Reliable',
            text: 'Our customers rely on delivery dates and quality, our colleagues on fair shift schedules and on promises that are kept.',
          },
          {
            title: 'Together',
            text: 'A part is only good when engineering, tool engineering, production and logistics pull in the same direction. That is why we solve problems as a team.',
          },
        ],
      },
      quotes: {
        heading: 'What our colleagues say',
        lead: 'Three voices from three departments, in their own words.',
        items: [
          {
            quote:
              'With parts for medical technology, every detail counts. Here, quality is not just checked at the end; it is part of the thinking from the very start.',
            firstName: 'Jürgen',
            role: 'Head of quality assurance',
          },
          {
            quote:
              'I did my apprenticeship here and stayed, because I was given responsibility early on and because we get on well together.',
            firstName: 'Sabine',
            role: 'Industrial business management assistant in purchasing',
          },
          {
            quote:
              'When a machine is down, every minute counts. Being trusted to decide for myself what needs to be done shows me how much confidence there is in people here.',
            firstName: 'Marco',
            role: 'Mechatronics technician in maintenance',
          },
        ],
      },
      compliance: {
        heading: 'Compliance and whistleblowing',
        lead: 'We obey the law and expect the same of everyone who works for and with us. Anyone who has information about violations can report it in confidence and, if they wish, anonymously, under the rules of the German Whistleblower Protection Act (Hinweisgeberschutzgesetz, HinSchG).',
        topics: [
          {
            heading: 'Who can make a report?',
            paragraphs: [
              'Our whistleblowing system is open to everyone who has learnt of violations at our company in connection with their work: employees and apprentices, temporary agency workers, former employees and job applicants as well as customers, suppliers, service providers and their employees.',
            ],
            points: [],
          },
          {
            heading: 'What can be reported?',
            paragraphs: ['You can report violations that have been committed at our company or are very likely to be committed, for example:'],
            points: [
              'criminal offences such as fraud, theft, breach of trust or bribery',
              'violations of occupational safety and of employees’ rights',
              'violations of product safety, food contact and medical device law',
              'violations of environmental, data protection, competition and antitrust law',
              'violations of our code of conduct, such as discrimination or harassment',
            ],
          },
          {
            heading: 'Confidentiality',
            paragraphs: [
              'The identity of the whistleblower and of everyone named in the report is protected. Only the ombudsperson and the few people responsible for handling the report learn of it, and they are bound to secrecy.',
              'Through the reporting system you can also report anonymously and still stay in touch with the ombudsperson via a protected mailbox.',
            ],
            points: [],
          },
          {
            heading: 'Protection from reprisals',
            paragraphs: [
              'Anyone who makes a report in good faith must not suffer any disadvantage for it: no dismissal, warning, transfer, being passed over for promotion or bullying. If a whistleblower suffers a disadvantage after making a report, the law presumes that it is a reprisal.',
              'Anyone who deliberately or with gross negligence reports false information is not protected, however.',
            ],
            points: [],
          },
          {
            heading: 'Our external ombudsperson',
            paragraphs: [
              'Reports are received by an independent law firm acting as our external ombudsperson. It is not part of our company, is not bound by instructions and is subject to legal professional secrecy. It passes on your identity to us only with your express consent.',
              'You can also turn to the Federal external reporting office at the Federal Office of Justice (Bundesamt für Justiz).',
            ],
            points: [],
          },
        ],
        procedure: {
          heading: 'How a report is handled',
          steps: [
            'You submit your report in the online reporting system, around the clock and anonymously if you wish. A personal meeting with the ombudsperson is also possible on request.',
            'No later than seven days after receiving it, the ombudsperson confirms receipt of your report.',
            'The ombudsperson reviews the report, asks you further questions if necessary and initiates appropriate follow-up action.',
            'No later than three months after the acknowledgement, you receive feedback on the action planned or taken.',
          ],
        },
        illustration: {
          ...drawing('compliance', 480, 400),
          alt: '',
        },
        systemLinkText: 'Go to the whistleblowing system (external website)',
        guide: {
          file: '/media/careers/whistleblower-guide-en.pdf',
          linkText: 'Guide to our whistleblowing system (PDF, 3 pages)',
        },
      },
    },
    testimonials: {
      next: {
        heading: 'Would you like to join the team?',
        text: 'Have a look at our open positions and apprenticeships, or send us a speculative application.',
      },
    },
    employeeTeaser: {
      heading: 'Voices from the team',
      lead: 'Our colleagues are the best people to tell you what it is like to work with us.',
      testimonial: 'melanie',
    },
    jobContact: {
      heading: 'Speculative application',
      text: 'Haven’t found a suitable position? Then send us a speculative application with a cover letter, your CV and your references. Please tell us which area interests you and the earliest date you could start.',
      postHeading: 'By post',
      postRecipient: 'Human Resources',
      emailHeading: 'By e-mail',
      emailText: 'Write to us at',
      emailSubject: 'Speculative application',
      pdfRule:
        'Please note: we accept applications by e-mail only as PDF files. For security reasons, zipped files and other formats are deleted unopened.',
    },
  },
});
