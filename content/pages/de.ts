import { company } from '@/content/company';
import { loadContent } from '@/lib/content/load-content';
import { pageIntrosSchema } from '@/lib/content/page-intro';

export const pageIntrosDe = loadContent('content/pages/de.ts', pageIntrosSchema, {
  home: {
    title: 'Kunststoffspritzguss aus einer Hand',
    description:
      `${company.brand} entwickelt und fertigt Spritzgussteile und Baugruppen aus Kunststoff – von der Idee bis zum Serienprodukt, für Kosmetik, Lebensmittel, Medizin und Technik.`,
    heading: 'Kunststoffspritzguss von der Idee bis zum Serienprodukt',
    intro: [
      `Seit 2004 begleitet ${company.brand} Kunden von der ersten Produktidee bis zur Serienfertigung. Entwicklung, Konstruktion, Werkzeugbau, Prototyping, Fertigung, Automatisierung und Logistik liegen bei uns in einer Hand.`,
      'Auf über 70 Spritzgießmaschinen mit Schließkräften bis 6.500 kN fertigen wir Kunststoffteile und Baugruppen für die Kosmetik-, Lebensmittel- und Medizinbranche sowie für technische Anwendungen – für Kunden auf drei Kontinenten.',
    ],
  },

  competences: {
    title: 'Kompetenzen entlang der Wertschöpfungskette',
    description:
      `Entwicklung, Konstruktion, Werkzeugbau, Prototyping, Fertigung, Automatisierung und Logistik: die Kompetenzen von ${company.brand} im Überblick.`,
    heading: 'Unsere Kompetenzen',
    intro: [
      `Ein Kunststoffprodukt entsteht nicht an der Spritzgießmaschine allein. Bei ${company.brand} greifen sieben Kompetenzen ineinander – von der Entwicklung über Konstruktion und Werkzeugbau bis zu Fertigung, Automatisierung und Logistik.`,
      'Sie entscheiden, welche Leistungen Sie benötigen: ein einzelnes Werkzeug, die Serienfertigung oder die gesamte Wertschöpfungskette aus einer Hand. Auf den folgenden Seiten stellen wir jede Station vor.',
    ],
  },
  'competences.fromIdeaToProduct': {
    title: 'Von der Idee zum Produkt',
    description:
      `Wie aus einer Idee ein Serienprodukt wird: die Wertschöpfungskette von ${company.brand} von der Entwicklung bis zur Auslieferung, abgestimmt in einem Team.`,
    heading: 'Von der Idee zum Serienprodukt',
    intro: [
      'Am Anfang steht eine Idee, eine Skizze oder ein bestehendes Bauteil, das besser werden soll. Gemeinsam mit Ihnen klären wir Anforderungen, Werkstoff und Stückzahlen und legen den Weg zur Serie fest.',
      'Danach durchläuft Ihr Projekt Entwicklung, Konstruktion, Werkzeugbau, Prototyping, Fertigung und Automatisierung bis zur Logistik. Weil alle Schritte aus einer Hand kommen, bleiben die Abstimmungswege kurz und die Verantwortlichkeiten klar.',
    ],
  },
  'competences.development': {
    title: 'Produktentwicklung für Kunststoffteile',
    description:
      `Kunststoffgerechte Produktentwicklung bei ${company.brand}: Wir übersetzen Ihre Anforderungen in ein fertigungsgerechtes Bauteil – funktional, wirtschaftlich, recyclingfähig.`,
    heading: 'Entwicklung',
    intro: [
      'Gute Kunststoffprodukte entstehen, wenn Funktion, Werkstoff und Fertigung von Anfang an zusammen gedacht werden. Unsere Entwicklung begleitet Sie von der ersten Idee bis zum abgestimmten Konzept.',
      'Wir prüfen Materialalternativen, berücksichtigen Montage und Recycling und schaffen so die Grundlage für ein Bauteil, das sich zuverlässig und wirtschaftlich in Serie fertigen lässt.',
    ],
  },
  'competences.engineering': {
    title: 'Konstruktion von Spritzgussteilen',
    description:
      `Die Konstruktion von ${company.brand} legt Bauteile und Baugruppen spritzgussgerecht aus – mit Blick auf Toleranzen, Werkzeug und spätere Montage.`,
    heading: 'Konstruktion',
    intro: [
      'In der Konstruktion erhält Ihr Produkt seine endgültige Form. Wir legen Wandstärken, Entformungsschrägen, Anspritzpunkte und Toleranzen so aus, dass das Bauteil seine Funktion erfüllt und sich prozesssicher fertigen lässt.',
      'Dabei arbeiten Konstruktion, Werkzeugbau und Fertigung eng zusammen. So fließen Erfahrungen aus der laufenden Serie direkt in neue Projekte ein.',
    ],
  },
  'competences.toolEngineering': {
    title: 'Werkzeugbau für Spritzgießwerkzeuge',
    description:
      `Werkzeugbau bei ${company.brand}: Planung, Abmusterung und Pflege von Spritzgießwerkzeugen – vom Prototypenwerkzeug bis zum Mehrfachwerkzeug für die Großserie.`,
    heading: 'Werkzeugbau',
    intro: [
      'Das Werkzeug entscheidet über Qualität, Zykluszeit und Lebensdauer eines Spritzgussteils. Unser Werkzeugbau plant Spritzgießwerkzeuge gemeinsam mit Konstruktion und Fertigung und begleitet sie von der Abmusterung bis zur Serienfreigabe.',
      'Im laufenden Betrieb halten wir Ihre Werkzeuge durch Wartung, Instandsetzung und Änderungen in einem Zustand, der gleichbleibende Qualität über große Stückzahlen sichert.',
    ],
  },
  'competences.prototyping': {
    title: 'Prototyping und Musterbau',
    description:
      `Mit Prototypen und Mustern prüft ${company.brand} Form, Passung und Funktion Ihres Bauteils frühzeitig – bevor das Serienwerkzeug gebaut wird.`,
    heading: 'Prototyping',
    intro: [
      'Ein Prototyp beantwortet Fragen, bevor sie teuer werden. Anhand früher Muster prüfen wir gemeinsam mit Ihnen Form, Passung und Funktion Ihres Bauteils und passen das Design gezielt an.',
      'So gehen Sie mit einem abgesicherten Konzept in den Werkzeugbau und vermeiden nachträgliche Änderungen am Serienwerkzeug. Die Muster eignen sich zudem für Markttests und interne Präsentationen.',
    ],
  },
  'competences.production': {
    title: 'Serienfertigung im Spritzguss',
    description:
      `Serienfertigung bei ${company.brand}: über 70 Spritzgießmaschinen mit Schließkräften bis 6.500 kN für Kunststoffteile und Baugruppen in hohen Stückzahlen.`,
    heading: 'Fertigung',
    intro: [
      'In unserer Fertigung arbeiten über 70 Spritzgießmaschinen mit Schließkräften bis 6.500 kN. Damit stellen wir kleine Präzisionsteile ebenso her wie großvolumige Bauteile – in gleichbleibender Qualität und in den Stückzahlen, die Ihr Markt verlangt.',
      'Mehr als eine Milliarde Kunststoffteile und über 400 Millionen Baugruppen haben wir bis heute gefertigt.',
    ],
  },
  'competences.automation': {
    title: 'Automatisierung und Montage',
    description:
      `Automatisierte Entnahme, Montage und Prüfung: ${company.brand} verbindet Spritzguss und Baugruppenfertigung zu stabilen, wirtschaftlichen Prozessen.`,
    heading: 'Automatisierung',
    intro: [
      'Viele Produkte bestehen aus mehreren Kunststoffteilen, die gefügt, geprüft und verpackt werden müssen. Wir automatisieren diese Schritte und verbinden sie direkt mit der Spritzgießfertigung.',
      'Automatisierte Entnahme, Montage und Prüfung sorgen für reproduzierbare Qualität und senken die Stückkosten. Auf diese Weise sind bei uns bereits über 400 Millionen Baugruppen entstanden.',
    ],
  },
  'competences.logistics': {
    title: 'Logistik und Lieferkette',
    description:
      `${company.brand} verpackt, lagert und versendet Ihre Kunststoffteile und Baugruppen – abgestimmt auf Ihre Abrufe, für Kunden auf drei Kontinenten.`,
    heading: 'Logistik',
    intro: [
      'Ein Produkt ist erst fertig, wenn es pünktlich beim Kunden ankommt. Unsere Logistik verpackt, lagert und versendet Ihre Teile und Baugruppen so, wie es Ihre Abläufe erfordern.',
      'Liefermengen und Abrufe stimmen wir mit Ihnen ab und beliefern Kunden auf drei Kontinenten. So schließt die Logistik die Wertschöpfungskette von der Idee bis zum Produkt bei Ihnen vor Ort.',
    ],
  },

  innovation: {
    title: 'Innovation im Kunststoffspritzguss',
    description:
      `Innovation bei ${company.brand}: Fallstudien zu Monomaterial-Lösungen, funktionalen Kunststoffverpackungen und nachhaltiger Kunststoffproduktion.`,
    heading: `Innovation bei ${company.brand}`,
    intro: [
      'Neue Produkte entstehen oft dort, wo bewährte Lösungen an ihre Grenzen stoßen. Gemeinsam mit unseren Kunden suchen wir nach Wegen, Bauteile einfacher, funktionaler und ressourcenschonender zu gestalten.',
      'Unsere Fallstudien zeigen, wie das in der Praxis aussieht: vom Schaumspender aus nur einem Material über einen Duftflakon für Dunstabzugshauben bis zu einer Kunststoffproduktion mit selbst erzeugter erneuerbarer Energie.',
    ],
  },
  'innovation.overview': {
    title: 'Alle Fallstudien',
    description:
      `Alle Fallstudien von ${company.brand} im Überblick: Projekte aus Entwicklung und Fertigung, von der Anforderung über das Konzept bis zur Umsetzung.`,
    heading: 'Fallstudien im Überblick',
    intro: [
      'Jede Fallstudie begleitet ein Projekt vom Anfang bis zum Ende: Welche Anforderungen hatte der Kunde, welches Konzept haben wir entwickelt und wie wurde es umgesetzt?',
      'Wählen Sie eine Fallstudie aus, um mehr über die Lösung und die Zahlen dahinter zu erfahren.',
    ],
  },
  'innovation.fragranceBottle': {
    title: 'Fallstudie: Duftflakon für Dunstabzugshauben',
    description:
      'Fallstudie: ein mit Folie versiegelter Duftflakon für Dunstabzugshauben mit 12,5 ml Füllmenge und einer Füllgenauigkeit von unter 0,1 ml.',
    heading: 'Duftflakon mit Siegelfolie für Dunstabzugshauben',
    intro: [
      'Ein Duftspender für die Dunstabzugshaube soll über lange Zeit gleichmäßig Duft abgeben, sicher in der Haube sitzen und bis zum ersten Einsatz dicht bleiben. Für diese Aufgabe haben wir einen Kunststoffflakon mit Siegelfolie entwickelt.',
      'Der Flakon fasst 12,5 ml Duftstoff, abgefüllt mit einer Genauigkeit von unter 0,1 ml. Die Fallstudie zeigt Anforderungen, Konzept und Umsetzung – vom Werkzeug bis zur Serie.',
    ],
  },
  'innovation.sfd': {
    title: 'Fallstudie: Squeeze Foaming Device',
    description:
      'Fallstudie SFD: ein Schaumspender, der durch Drücken der Flasche arbeitet, vollständig aus einem Material besteht und sich dadurch sortenrein recyceln lässt.',
    heading: 'Squeeze Foaming Device aus Monomaterial',
    intro: [
      'Herkömmliche Schaumpumpen bestehen aus mehreren Kunststoffen und häufig aus einer Metallfeder. Das erschwert das Recycling. Mit dem Squeeze Foaming Device haben wir einen Schaumspender entwickelt, der ganz aus einem Material besteht.',
      'Der Schaum entsteht beim Zusammendrücken der Flasche, wenn Flüssigkeit und Luft durch vier feine Siebe mit einer Maschenweite von etwa 0,2 mm strömen. Die Fallstudie zeigt den Weg von der Idee zum recyclingfähigen Produkt.',
    ],
  },
  'innovation.sustainability': {
    title: 'Nachhaltige Kunststoffproduktion',
    description:
      `Wie ${company.brand} Kunststoff nachhaltig produziert: bis zu 20 % eigene erneuerbare Energie, Energiemanagement seit 2013, ISO 14001 und ISO 50001.`,
    heading: 'Nachhaltige Kunststoffproduktion',
    intro: [
      'Spritzguss braucht Energie und Rohstoffe – beides setzen wir so sparsam wie möglich ein. Bis zu 20 Prozent unserer Energie erzeugen wir selbst aus erneuerbaren Quellen, und seit 2013 steuern wir unseren Verbrauch über ein systematisches Energiemanagement.',
      'Unser Umweltmanagement ist nach ISO 14001 zertifiziert, unser Energiemanagement nach ISO 50001. Hinzu kommen recyclinggerechte Konstruktionen wie Monomaterial-Lösungen, die Kunststoff im Kreislauf halten.',
    ],
  },

  industries: {
    title: 'Produkte und Branchen',
    description:
      `Kunststoffteile und Baugruppen für Kosmetik, Lebensmittel, Medizintechnik und technische Anwendungen: die Produkte und Branchen von ${company.brand}.`,
    heading: 'Produkte & Branchen',
    intro: [
      'Verpackungen für Kosmetik und Lebensmittel, Bauteile für die Medizintechnik, technische Komponenten für Industrie und Haushalt: Unsere Kunden kommen aus sehr unterschiedlichen Märkten. Sie verbindet der Anspruch an präzise und zuverlässig gefertigte Kunststoffteile.',
      'Wir kennen die Anforderungen jeder Branche an Werkstoff, Hygiene, Dokumentation und Stückzahlen. Entdecken Sie Beispiele aus unserer Fertigung.',
    ],
  },
  'industries.overview': {
    title: 'Branchenübersicht',
    description:
      `Alle Branchen von ${company.brand} auf einen Blick: Kosmetik, Lebensmittel, Medizin und technische Lösungen – mit Beispielen aus Entwicklung und Serienfertigung.`,
    heading: 'Alle Branchen im Überblick',
    intro: [
      'Hier finden Sie alle Branchen, für die wir Kunststoffteile und Baugruppen entwickeln und fertigen. Jede Seite zeigt typische Anforderungen, ein Projektbeispiel und Produkte aus unserer Fertigung.',
      'Ihre Branche ist nicht dabei? Sprechen Sie uns an – viele unserer Lösungen lassen sich auf neue Anwendungen übertragen.',
    ],
  },
  'industries.cosmetic': {
    title: 'Kunststoffverpackungen für Kosmetik',
    description:
      `Verschlüsse, Spender und Applikatoren: ${company.brand} entwickelt und fertigt Kunststoffverpackungen und Komponenten für die Kosmetikindustrie.`,
    heading: 'Kosmetik',
    intro: [
      'In der Kosmetik zählt der erste Eindruck: Oberfläche, Farbe und Haptik müssen stimmen, und jeder Verschluss und jeder Spender muss zuverlässig funktionieren. Dafür entwickeln und fertigen wir Verpackungskomponenten in hohen Stückzahlen.',
      'Zunehmend gefragt sind recyclingfähige Lösungen. Mit Monomaterial-Konstruktionen wie unserem Schaumspender zeigen wir, dass Funktion und Kreislauffähigkeit zusammenpassen.',
    ],
  },
  'industries.food': {
    title: 'Kunststoffteile für Lebensmittel',
    description:
      `Kunststoffteile und Verpackungskomponenten für Lebensmittel von ${company.brand}: hygienisch gefertigt, funktionssicher und in großen Serien lieferbar.`,
    heading: 'Lebensmittel',
    intro: [
      'Kunststoffteile, die mit Lebensmitteln in Berührung kommen, müssen besondere Anforderungen an Werkstoff, Sauberkeit und Rückverfolgbarkeit erfüllen. Wir setzen geeignete Materialien ein und fertigen unter kontrollierten Bedingungen.',
      'Ob Verschluss, Dosierhilfe oder Verpackungskomponente: Wir entwickeln Lösungen, die sich im Alltag einfach handhaben und wirtschaftlich in großen Stückzahlen herstellen lassen.',
    ],
  },
  'industries.medicine': {
    title: 'Kunststoffteile für die Medizintechnik',
    description:
      `Präzise Kunststoffteile für die Medizintechnik, etwa Spritzen von 0,5 bis 5 ml: ${company.brand} fertigt mit dokumentierten Prozessen und hoher Wiederholgenauigkeit.`,
    heading: 'Medizintechnik',
    intro: [
      'In der Medizintechnik hängt die Sicherheit von Patienten auch von der Qualität einzelner Kunststoffteile ab. Wir fertigen Bauteile wie Spritzen von 0,5 bis 5 ml mit engen Toleranzen und in dokumentierten, reproduzierbaren Prozessen.',
      'Von der Konstruktion über das Werkzeug bis zur Serie stimmen wir jeden Schritt auf Ihre Qualitäts- und Zulassungsanforderungen ab.',
    ],
  },
  'industries.technicalSolutions': {
    title: 'Technische Lösungen aus Kunststoff',
    description:
      `Technische Bauteile und Baugruppen aus Kunststoff von ${company.brand}, zum Beispiel ein Schmierstoffgeber für bis zu 6 bar in Schutzart IP 65.`,
    heading: 'Technische Lösungen',
    intro: [
      'Technische Bauteile müssen Druck, Temperatur und mechanischer Belastung standhalten – oft über viele Jahre. Wir entwickeln und fertigen Kunststoffteile und Baugruppen, die diese Anforderungen zuverlässig erfüllen.',
      'Ein Beispiel ist ein Schmierstoffgeber für Drücke bis 6 bar in Schutzart IP 65. Auch für Ihre Anwendung finden wir Werkstoff, Konstruktion und Fertigungsprozess, die zusammenpassen.',
    ],
  },

  careers: {
    title: 'Karriere und Ausbildung',
    description:
      `Karriere bei ${company.brand}: Stellenangebote, Ausbildungsplätze und Einblicke in die Arbeit bei einem mittelständischen Spritzgussunternehmen.`,
    heading: `Karriere bei ${company.brand}`,
    intro: [
      'Hinter jedem Kunststoffteil, das unser Werk verlässt, stehen Menschen, die ihr Handwerk verstehen. Ob in Konstruktion, Werkzeugbau, Fertigung, Logistik oder Verwaltung: Bei uns übernehmen Sie Verantwortung und sehen, was Ihre Arbeit bewirkt.',
      'Wir bilden jedes Jahr bis zu sechs junge Menschen aus und suchen laufend Fachkräfte, die mit uns wachsen möchten.',
    ],
  },
  'careers.aboutUs': {
    title: 'Das sind wir: Arbeitgeber und Ausbildungsbetrieb',
    description:
      `Das sind wir: ${company.brand}, gegründet 2004, Ausbildungsbetrieb mit bis zu sechs Auszubildenden pro Jahr und klaren Regeln für Compliance und Hinweisgeber.`,
    heading: 'Das sind wir',
    intro: [
      `${company.brand} wurde 2004 gegründet und ist seitdem zu einem Spritzgussunternehmen mit über 70 Maschinen gewachsen. Geblieben ist die Art, wie wir zusammenarbeiten: kurze Wege, offene Worte und gemeinsame Verantwortung für das Ergebnis.`,
      'Jedes Jahr beginnen bis zu sechs Auszubildende ihren Berufsweg bei uns. Fairness und Regeltreue sind uns wichtig – deshalb können Hinweise auf Fehlverhalten vertraulich an eine Ombudsperson gemeldet werden.',
    ],
  },
  'careers.employeeTestimonials': {
    title: 'Mitarbeiterstimmen',
    description:
      `Mitarbeiterinnen und Mitarbeiter von ${company.brand} erzählen in Videos von ihrem Arbeitsalltag, ihren Aufgaben und ihrem Weg ins Unternehmen.`,
    heading: 'Mitarbeiterstimmen',
    intro: [
      `Wie es ist, bei ${company.brand} zu arbeiten, können unsere Kolleginnen und Kollegen am besten selbst erzählen. In kurzen Videos berichten sie von ihren Aufgaben, ihrem Team und dem, was ihnen an ihrer Arbeit gefällt.`,
      'Lernen Sie die Menschen hinter unseren Produkten kennen – und vielleicht Ihre künftigen Kolleginnen und Kollegen.',
    ],
  },
  'careers.jobOffers': {
    title: 'Stellenangebote und Ausbildungsplätze',
    description:
      `Aktuelle Stellenangebote und Ausbildungsplätze bei ${company.brand}: Finden Sie die passende Stelle und bewerben Sie sich direkt per E-Mail.`,
    heading: 'Stellenangebote',
    intro: [
      'Hier finden Sie unsere offenen Stellen für Fachkräfte sowie unsere freien Ausbildungsplätze. Jede Anzeige beschreibt die Aufgaben, die Anforderungen und das, was wir Ihnen bieten.',
      'Keine passende Stelle dabei? Wir freuen uns auch über Ihre Initiativbewerbung per Post oder E-Mail.',
    ],
  },

  news: {
    title: 'News und Pressemitteilungen',
    description:
      `Neuigkeiten von ${company.brand}: Messen, Pressemitteilungen, Zeitungsartikel und Produktneuheiten aus Entwicklung und Fertigung.`,
    heading: 'News',
    intro: [
      `Was gibt es Neues bei ${company.brand}? Hier berichten wir über Messeauftritte, neue Produkte und Projekte und sammeln Pressemitteilungen sowie Artikel, die in Zeitungen über uns erschienen sind.`,
      'Mit dem Filter wählen Sie aus, ob Sie Meldungen zu Messen, Presse, Zeitungsberichten oder Produkten sehen möchten.',
    ],
  },
  'news.category.fair': {
    title: 'News von Messen',
    description:
      `Messeauftritte von ${company.brand}: was wir auf Fakuma, K und Compamed zeigen, mit Rückblicken auf Gespräche, Exponate und Neuheiten aus dem Werk.`,
    heading: 'News von Messen',
    intro: [
      `Auf Fachmessen zeigt ${company.brand} neue Werkzeuge, Bauteile und Verfahren und trifft Kunden aus Kosmetik, Lebensmittel, Medizin und Technik. Hier finden Sie unsere Ankündigungen und Rückblicke.`,
    ],
  },
  'news.category.newspaper': {
    title: 'Zeitungsberichte über uns',
    description:
      `Was Zeitungen und Fachpresse über ${company.brand} berichten: Artikel über Projekte, Ausbildung und Produkte aus unserem Spritzgusswerk.`,
    heading: 'Zeitungsberichte',
    intro: [
      `Hier sammeln wir Artikel, die in Tageszeitungen und in der Fachpresse über ${company.brand} erschienen sind – über Projekte unserer Kunden, unsere Auszubildenden und das Werk.`,
    ],
  },
  'news.category.press': {
    title: 'Pressemitteilungen',
    description:
      `Die Pressemitteilungen von ${company.brand}: Investitionen, Zertifizierungen und Neuigkeiten aus dem Unternehmen, zum Lesen und als PDF für Redaktionen.`,
    heading: 'Pressemitteilungen',
    intro: [
      `Die Pressemitteilungen von ${company.brand} zu Investitionen, Zertifizierungen und Neuigkeiten aus dem Unternehmen. Redaktionen finden zu vielen Meldungen eine PDF-Fassung zum Download.`,
    ],
  },
  'news.category.product': {
    title: 'Produktneuheiten',
    description:
      `Neue Produkte von ${company.brand}: Bauteile und Baugruppen aus Kunststoff, die in Serie gehen – von Dosierspritzen bis zum Schaumspender.`,
    heading: 'Produktneuheiten',
    intro: [
      `Hier stellen wir Produkte vor, die bei ${company.brand} neu in Serie gehen: Bauteile und Baugruppen aus Kunststoff, entwickelt und gefertigt gemeinsam mit unseren Kunden.`,
    ],
  },
  downloads: {
    title: 'Downloads: Broschüren und Zertifikate',
    description:
      `Broschüren, Zertifikate, rechtliche Dokumente und weitere Unterlagen von ${company.brand} zum Herunterladen, übersichtlich nach Art geordnet.`,
    heading: 'Downloads',
    intro: [
      'Hier stellen wir Ihnen Unterlagen zum Herunterladen bereit: Broschüren zu unseren Leistungen, unsere Zertifikate, rechtliche Dokumente wie Geschäftsbedingungen und Informationen zum Datenschutz sowie weitere Dokumente.',
      'Die Dateien sind nach Art geordnet. Wenn Sie ein Dokument nicht finden, senden wir es Ihnen gern auf Anfrage zu.',
    ],
  },
  contact: {
    title: 'Kontakt und Anfrage',
    description:
      `Nehmen Sie Kontakt mit ${company.brand} auf: Senden Sie uns Ihre Anfrage in drei Schritten oder wenden Sie sich direkt an unsere Geschäftsleitung.`,
    heading: 'Kontakt',
    intro: [
      'Sie haben ein Projekt, eine Frage zu unseren Leistungen oder wünschen ein Angebot? Über unser Formular senden Sie uns Ihre Anfrage in drei kurzen Schritten, und wir melden uns zeitnah bei Ihnen.',
      'Lieber direkt? Die Mitglieder unserer Geschäftsleitung erreichen Sie auch persönlich – die Kontaktdaten finden Sie weiter unten.',
    ],
  },

  imprint: {
    title: 'Impressum',
    description:
      `Impressum der ${company.brand} GmbH: Angaben zum Anbieter dieser Website, zur Vertretung, zur Registereintragung und zur inhaltlichen Verantwortung.`,
    heading: 'Impressum',
    intro: [
      `Auf dieser Seite finden Sie die gesetzlich vorgeschriebenen Angaben zum Anbieter dieser Website, der ${company.brand} GmbH, sowie Hinweise zur Haftung für Inhalte und Links.`,
      'Bei Fragen zu den Inhalten dieser Website erreichen Sie uns über die hier genannten Kontaktdaten oder über unser Kontaktformular.',
    ],
  },
  privacy: {
    title: 'Datenschutzerklärung',
    description:
      `Datenschutzerklärung der ${company.brand} GmbH: welche personenbezogenen Daten wir auf dieser Website verarbeiten, wozu und welche Rechte Sie nach der DSGVO haben.`,
    heading: 'Datenschutzerklärung',
    intro: [
      'Der Schutz Ihrer personenbezogenen Daten ist uns wichtig. In dieser Datenschutzerklärung informieren wir Sie gemäß der Datenschutz-Grundverordnung (DSGVO) darüber, welche Daten wir beim Besuch unserer Website und bei einer Anfrage verarbeiten.',
      'Sie erfahren außerdem, auf welcher Rechtsgrundlage das geschieht, wie lange wir Daten speichern und welche Rechte Ihnen zustehen.',
    ],
  },
  conditions: {
    title: 'Allgemeine Verkaufs- und Lieferbedingungen',
    description:
      `Allgemeine Verkaufs- und Lieferbedingungen der ${company.brand} GmbH: die Regeln, die für unsere Angebote, Lieferungen und Leistungen gelten.`,
    heading: 'Allgemeine Verkaufs- und Lieferbedingungen',
    intro: [
      `Für unsere Angebote, Lieferungen und Leistungen gelten die nachstehenden Allgemeinen Verkaufs- und Lieferbedingungen der ${company.brand} GmbH, sofern im Einzelfall nichts anderes schriftlich vereinbart ist.`,
      'Die Bedingungen stehen Ihnen außerdem im Bereich Downloads als Dokument zur Verfügung. Bei Fragen zu einzelnen Regelungen wenden Sie sich gern an uns.',
    ],
  },
});
