// What newspapers and trade journals wrote about the company: the `news` of category `newspaper`.
// The illustrations are drawn by hand in public/media/news/*.svg; the PDFs are written from `pdf`.
import { company } from '../company.mjs';
import { at } from '../dates.mjs';
import { h2, html, link, p, ul } from '../rich-text.mjs';

export const newspaperArticles = [
  {
    key: 'newspaper-apprentices-2025',
    category: 'newspaper',
    publishedAt: at('2025-09-30'),
    image: 'regional-paper-apprentices.svg',
    caseStudy: null,
    de: {
      slug: 'zeitungsbericht-ausbildungsstart-2025',
      title: `Zeitungsbericht: Sechs Auszubildende starten bei ${company.brand}`,
      teaser:
        'Die regionale Tageszeitung hat unsere sechs neuen Auszubildenden in ihrer ersten Woche begleitet – vom Werksrundgang bis zum ersten selbst gespritzten Teil.',
      imageAlt: 'Zeichnung einer aufgeschlagenen Zeitungsseite mit Schlagzeile und Textspalten; das große Foto zeigt eine Werkbank in der Ausbildungswerkstatt mit Schraubstock, Messschieber und Schutzbrille.',
      body: html(
        p('Anfang August 2025 haben sechs junge Menschen ihre Ausbildung bei uns begonnen – in den Berufen Verfahrensmechaniker/in für Kunststoff- und Kautschuktechnik, Werkzeugmechaniker/in, Mechatroniker/in und Industriekaufmann/-frau. Eine Reporterin der regionalen Tageszeitung war in der ersten Woche dabei.'),
        h2('Was im Artikel steht'),
        ul(
          'Die erste Woche beginnt mit Sicherheitsunterweisung und einem Rundgang durch Fertigung, Werkzeugbau und Logistik.',
          'Jede und jeder Neue bekommt eine Patin oder einen Paten aus dem zweiten Ausbildungsjahr.',
          'Am dritten Tag spritzen die Auszubildenden ihr erstes eigenes Teil – mit einem Werkzeug, das frühere Auszubildende gebaut haben.',
          'Bis zu 6 Auszubildende beginnen jedes Jahr bei uns, die meisten bleiben nach der Prüfung.',
        ),
        p(`Die Reporterin zitiert einen Auszubildenden mit dem Satz, er habe „nicht gedacht, dass man schon in der ersten Woche an einer echten Maschine stehen darf“. Genau so soll es sein: Bei uns arbeiten Auszubildende von Anfang an in echten Projekten mit.`),
        p(`Sie möchten 2027 bei uns anfangen? Unsere freien Ausbildungsplätze finden Sie unter ${link('de', 'careers.jobOffers', 'Stellenangebote')}, mehr über die Ausbildung im Bereich ${link('de', 'careers', 'Karriere')}.`),
      ),
    },
    en: {
      slug: 'newspaper-report-apprenticeship-start-2025',
      title: `Newspaper report: six apprentices start at ${company.brand}`,
      teaser: 'The regional daily newspaper accompanied our six new apprentices through their first week – from the plant tour to the first part they moulded themselves.',
      imageAlt: 'Drawing of an open newspaper page with a headline and columns of text; the large photo shows a workbench in the training workshop with a vice, callipers and safety goggles.',
      body: html(
        p('At the beginning of August 2025, six young people started their apprenticeships with us – as process mechanics for plastics and rubber technology, toolmakers, mechatronics technicians and industrial business management assistants. A reporter from the regional daily newspaper joined them in their first week.'),
        h2('What the article says'),
        ul(
          'The first week begins with safety instruction and a tour of production, the tool shop and logistics.',
          'Every newcomer gets a mentor from the second year of training.',
          'On the third day, the apprentices mould their first part of their own – with a mould that earlier apprentices built.',
          'Up to 6 apprentices start with us every year, and most of them stay after their final examination.',
        ),
        p('The reporter quotes one apprentice as saying that he “didn’t think you’d be allowed to stand at a real machine in your very first week”. That is exactly how it should be: with us, apprentices work on real projects from day one.'),
        p(`Would you like to start with us in 2027? You will find our open apprenticeships under ${link('en', 'careers.jobOffers', 'job offers')} and more about training with us under ${link('en', 'careers', 'careers')}.`),
      ),
    },
  },
  {
    key: 'trade-journal-fragrance-bottle',
    category: 'newspaper',
    publishedAt: at('2026-06-16'),
    image: 'trade-journal-fragrance-bottle.svg',
    caseStudy: 'innovation.fragranceBottle',
    de: {
      slug: 'fachpresse-duftflakon-dunstabzugshaube',
      title: 'Fachpresse: Duftflakon für Dunstabzugshauben als Beispiel für Full Service',
      teaser:
        'Eine Fachzeitschrift für Kunststoffverarbeitung stellt unseren Duftflakon vor: 12,5 ml Duft für rund 150 Betriebsstunden, abgefüllt mit einer Genauigkeit von unter 0,1 ml.',
      imageAlt: 'Zeichnung einer aufgeschlagenen Fachzeitschrift auf einem Schreibtisch: links Textspalten und eine technische Schnittzeichnung eines Flakons mit Maßlinien, rechts ein großes Bild des runden Duftflakons mit Diffusionsdeckel und Halteclip; daneben eine Lesebrille.',
      body: html(
        p('In ihrer Juni-Ausgabe widmet eine Fachzeitschrift für Kunststoffverarbeitung dem Duftspender, den wir für einen Anbieter von Haushaltsprodukten entwickelt haben und fertigen, eine ganze Doppelseite. Der Artikel nennt das Projekt ein Beispiel dafür, was ein Spritzgießer leisten kann, der Entwicklung, Werkzeugbau, Abfüllung und Montage unter einem Dach vereint.'),
        h2('Die Eckdaten aus dem Artikel'),
        ul(
          '12,5 ml Füllmenge für rund 150 Stunden Duft im Betrieb der Dunstabzugshaube',
          '42 mm Durchmesser, passend hinter das Fettfilter gängiger Hauben',
          '7 Komponenten, montiert in einer automatisierten Zelle',
          '4 Kavitäten im Heißkanalwerkzeug für den Flakonkörper',
          'Füllgenauigkeit unter 0,1 ml dank Dosierpumpe mit Wägekontrolle',
        ),
        p('Besonders hebt der Autor die Siegelfolie hervor: Sie hält im Lager und beim Transport dicht und lässt sich in der Küche trotzdem mit einem Griff abziehen – weil Werkzeug, Abfüllung und Siegelstation im selben Haus aufeinander abgestimmt wurden.'),
        p(`Die ganze Geschichte von den Anforderungen bis zur Serie lesen Sie in unserer ${link('de', 'innovation.fragranceBottle', 'Fallstudie zum Duftflakon')}.`),
      ),
    },
    en: {
      slug: 'trade-press-fragrance-bottle-extractor-hood',
      title: 'Trade press: fragrance bottle for extractor hoods as an example of full service',
      teaser:
        'A trade journal for plastics processing features our fragrance bottle: 12.5 ml of fragrance for around 150 hours of operation, filled with an accuracy of under 0.1 ml.',
      imageAlt: 'Drawing of an open trade journal on a desk: on the left, columns of text and a technical section drawing of a bottle with dimension lines; on the right, a large picture of the round fragrance bottle with diffuser cap and retaining clip; reading glasses beside it.',
      body: html(
        p('In its June issue, a trade journal for plastics processing devotes a whole double page to the fragrance dispenser that we developed and produce for a supplier of household products. The article calls the project an example of what an injection moulder can achieve when it brings development, tool engineering, filling and assembly together under one roof.'),
        h2('The key figures from the article'),
        ul(
          '12.5 ml fill volume for around 150 hours of fragrance while the extractor hood is running',
          '42 mm diameter, to fit behind the grease filter of common hoods',
          '7 components, assembled in an automated cell',
          '4 cavities in the hot-runner mould for the bottle body',
          'Fill accuracy under 0.1 ml thanks to a dosing pump with weight control',
        ),
        p('The author particularly highlights the sealing foil: it stays tight in storage and in transit and can still be peeled off in one go in the kitchen – because mould, filling and sealing station were matched to each other under one roof.'),
        p(`Read the whole story, from the requirements to series production, in our ${link('en', 'innovation.fragranceBottle', 'case study on the fragrance bottle')}.`),
      ),
    },
  },
];
