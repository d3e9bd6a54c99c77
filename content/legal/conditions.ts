import { company } from '@/content/company';
import { loadLocalizedContent } from '@/lib/content/localized';
import { legalTextSchema } from '@/lib/content/legal-text';
import { localizedPath } from '@/lib/routing/paths';

/**
 * The general terms and conditions of sale and delivery (Allgemeine Verkaufs- und Lieferbedingungen)
 * for business customers only. The German version prevails; the English one says so in § 1.
 */

const seat = company.address.city;

export const conditions = loadLocalizedContent('content/legal/conditions.ts', legalTextSchema, {
  de: {
    sections: [
      {
        id: 'scope',
        heading: '§ 1 Geltungsbereich',
        body: [
          `(1) Diese Allgemeinen Verkaufs- und Lieferbedingungen gelten für alle Angebote, Lieferungen und Leistungen der ${company.legalName} („wir“), insbesondere für die Entwicklung, Konstruktion und Herstellung von Kunststoff-Spritzgussteilen und Baugruppen, für den Bau und die Beschaffung von Spritzgießwerkzeugen, für Prototypen und Muster sowie für Montage-, Automatisierungs- und Logistikleistungen.`,
          '(2) Sie gelten ausschließlich gegenüber Unternehmern im Sinne von § 14 BGB, juristischen Personen des öffentlichen Rechts und öffentlich-rechtlichen Sondervermögen (nachfolgend „Besteller“). Verträge mit Verbrauchern im Sinne von § 13 BGB schließen wir nicht.',
          '(3) Unsere Bedingungen gelten ausschließlich. Abweichende, entgegenstehende oder ergänzende Allgemeine Geschäftsbedingungen des Bestellers werden nur Vertragsbestandteil, wenn und soweit wir ihrer Geltung ausdrücklich schriftlich zugestimmt haben. Dies gilt auch dann, wenn wir in Kenntnis der Bedingungen des Bestellers vorbehaltlos liefern.',
          '(4) In einer laufenden Geschäftsbeziehung gelten diese Bedingungen in ihrer jeweils gültigen Fassung auch für künftige Verträge, ohne dass wir im Einzelfall erneut auf sie hinweisen müssen.',
          '(5) Individuelle Vereinbarungen, insbesondere in Rahmenverträgen, Qualitätssicherungs- oder Werkzeugvereinbarungen, haben Vorrang vor diesen Bedingungen. Für ihren Inhalt ist ein schriftlicher Vertrag oder unsere schriftliche Bestätigung maßgebend. Schriftform im Sinne dieser Bedingungen schließt die Textform, etwa per E-Mail, ein.',
          '(6) Diese Bedingungen liegen auch in englischer Übersetzung vor. Bei Abweichungen zwischen beiden Fassungen ist allein die deutsche Fassung maßgeblich.',
        ],
      },
      {
        id: 'offers',
        heading: '§ 2 Angebote und Vertragsschluss',
        body: [
          '(1) Unsere Angebote sind freibleibend, sofern sie nicht ausdrücklich als verbindlich bezeichnet sind oder eine bestimmte Annahmefrist enthalten. Sie beruhen auf den Angaben, Zeichnungen, Mustern und Mengenplanungen, die uns der Besteller zur Verfügung gestellt hat.',
          '(2) Ein Vertrag kommt erst mit unserer schriftlichen Auftragsbestätigung oder mit der Ausführung der Lieferung zustande. Bestellungen des Bestellers können wir innerhalb von zwei Wochen nach Zugang annehmen.',
          '(3) Bei Rahmen- und Abrufaufträgen ohne vereinbarte Laufzeit, Losgrößen und Abnahmetermine können wir spätestens drei Monate nach Auftragsbestätigung eine verbindliche Festlegung verlangen. Ruft der Besteller die vereinbarten Mengen nicht innerhalb von zwölf Monaten nach Auftragsbestätigung ab, sind wir berechtigt, die Restmenge zu fertigen, zu liefern und zu berechnen. Material, das wir für Abrufaufträge in wirtschaftlichen Losgrößen beschafft haben, hat der Besteller bei Beendigung des Auftrags zu übernehmen.',
          '(4) Angaben in Prospekten, auf unserer Website und in Angebotsunterlagen, etwa zu Maßen, Gewichten, Werkstoffkennwerten oder Zykluszeiten, sind nur annähernd maßgeblich, soweit nicht die Verwendbarkeit zum vertraglich vorgesehenen Zweck eine genaue Übereinstimmung voraussetzt. Sie sind keine Garantien.',
          '(5) An Kostenvoranschlägen, Zeichnungen, Konstruktionen, Berechnungen, Werkzeugkonzepten und anderen Unterlagen, die wir erstellen, behalten wir uns Eigentum und Urheberrechte vor. Sie dürfen Dritten nur mit unserer vorherigen schriftlichen Zustimmung zugänglich gemacht werden und sind uns auf Verlangen unverzüglich zurückzugeben, wenn der Auftrag nicht erteilt wird.',
        ],
      },
      {
        id: 'prices',
        heading: '§ 3 Preise und Zahlung',
        body: [
          `(1) Unsere Preise gelten in Euro ab Werk ${seat} zuzüglich Verpackung, Fracht, Versicherung und der gesetzlichen Umsatzsteuer.`,
          '(2) Unsere Preise beruhen auf den bei Auftragsbestätigung geltenden Kosten für Kunststoffe, Farbmittel, Energie und Löhne. Ändern sich diese Kosten bis zur Lieferung wesentlich, insbesondere die Rohstoffpreise um mehr als 5 %, kann jeder Vertragspartner eine angemessene Anpassung der Preise verlangen, die sich an den nachgewiesenen Kostenänderungen orientiert. Für Lieferungen innerhalb von vier Monaten nach Vertragsschluss gilt dies nicht.',
          '(3) Werkzeugkosten berechnen wir gesondert, sofern nichts anderes vereinbart ist: 50 % bei Auftragsbestätigung und 50 % nach Vorlage der Erstmuster, spätestens 30 Tage nach deren Bereitstellung. Werkzeugkosten sind ohne Abzug zahlbar.',
          '(4) Unsere Rechnungen sind innerhalb von 30 Tagen ab Rechnungsdatum ohne Abzug zahlbar. Skonto gewähren wir nur bei gesonderter schriftlicher Vereinbarung. Maßgeblich für die Rechtzeitigkeit der Zahlung ist der Eingang auf unserem Konto.',
          '(5) Gerät der Besteller in Zahlungsverzug, berechnen wir Verzugszinsen in Höhe von neun Prozentpunkten über dem jeweiligen Basiszinssatz (§ 288 Abs. 2 BGB) sowie die Verzugspauschale nach § 288 Abs. 5 BGB. Die Geltendmachung eines weitergehenden Schadens bleibt vorbehalten.',
          '(6) Der Besteller kann nur mit unbestrittenen oder rechtskräftig festgestellten Gegenforderungen aufrechnen. Ein Zurückbehaltungsrecht steht ihm nur wegen Ansprüchen aus demselben Vertragsverhältnis zu. Bei Mängeln der Lieferung bleiben die Gegenrechte des Bestellers unberührt.',
          '(7) Wird nach Vertragsschluss erkennbar, dass unser Zahlungsanspruch durch mangelnde Leistungsfähigkeit des Bestellers gefährdet ist, können wir Vorauszahlung oder Sicherheitsleistung verlangen und nach erfolglosem Ablauf einer angemessenen Frist vom Vertrag zurücktreten (§ 321 BGB).',
        ],
      },
      {
        id: 'delivery',
        heading: '§ 4 Lieferung und Lieferfristen',
        body: [
          '(1) Liefertermine und Lieferfristen sind nur verbindlich, wenn wir sie ausdrücklich schriftlich als verbindlich bestätigt haben. Lieferfristen beginnen mit dem Zugang unserer Auftragsbestätigung, jedoch nicht vor der Klärung aller technischen Einzelheiten, der Freigabe der Erstmuster durch den Besteller, dem Eingang beigestellter Werkzeuge, Materialien oder Teile und dem Eingang einer vereinbarten Anzahlung.',
          '(2) Die Lieferfrist ist eingehalten, wenn die Ware bis zu ihrem Ablauf unser Werk verlassen hat oder wir dem Besteller die Versandbereitschaft mitgeteilt haben.',
          '(3) Ereignisse höherer Gewalt und andere unvorhersehbare Hindernisse, die wir nicht zu vertreten haben, verlängern die Lieferfrist angemessen. Dazu gehören insbesondere Arbeitskämpfe, behördliche Maßnahmen, Energie- und Rohstoffmangel, Betriebsstörungen, der unverschuldete Ausfall eines Werkzeugs sowie die nicht rechtzeitige Belieferung durch unsere Vorlieferanten trotz rechtzeitiger Bestellung. Dauert das Hindernis länger als drei Monate, kann jeder Vertragspartner hinsichtlich des noch nicht erfüllten Teils vom Vertrag zurücktreten. Wir unterrichten den Besteller unverzüglich über Beginn und voraussichtliche Dauer solcher Hindernisse.',
          '(4) Teillieferungen sind zulässig, soweit sie dem Besteller zumutbar sind.',
          '(5) Geraten wir in Lieferverzug, kann der Besteller für jede vollendete Woche des Verzugs eine pauschale Entschädigung von 0,5 % des Nettowerts der verspäteten Lieferung verlangen, höchstens jedoch 5 % dieses Werts. Der Nachweis eines höheren oder geringeren Schadens bleibt beiden Seiten vorbehalten. Weitere Ansprüche richten sich nach § 11.',
          '(6) Nimmt der Besteller die Ware nicht rechtzeitig ab oder ruft er sie nicht rechtzeitig ab, können wir sie auf seine Kosten und Gefahr einlagern und ihm für jeden angefangenen Monat pauschal 0,5 % des Nettowerts der eingelagerten Ware berechnen. Der Nachweis eines höheren oder geringeren Schadens bleibt beiden Seiten vorbehalten.',
        ],
      },
      {
        id: 'transfer-of-risk',
        heading: '§ 5 Gefahrübergang, Versand und Verpackung',
        body: [
          `(1) Sofern nichts anderes vereinbart ist, liefern wir ab Werk ${seat} (EXW, Incoterms® 2020).`,
          '(2) Die Gefahr des zufälligen Untergangs und der zufälligen Verschlechterung geht spätestens mit der Übergabe der Ware an den Spediteur, den Frachtführer oder die sonst zur Ausführung der Versendung bestimmte Person auf den Besteller über. Das gilt auch bei Teillieferungen und wenn wir die Versandkosten übernommen haben. Verzögert sich der Versand aus Gründen, die der Besteller zu vertreten hat, geht die Gefahr mit der Mitteilung der Versandbereitschaft auf ihn über.',
          '(3) Versandweg und Verpackung wählen wir nach pflichtgemäßem Ermessen, sofern der Besteller keine besonderen Vorgaben macht. Mehrweg-Ladungsträger wie Gitterboxen und Kleinladungsträger bleiben unser Eigentum und sind uns leer und sauber zurückzugeben. Einwegverpackungen nehmen wir im Rahmen unserer gesetzlichen Pflichten nach dem Verpackungsgesetz zurück; die Kosten der Rücksendung trägt der Besteller.',
          '(4) Eine Transportversicherung schließen wir nur auf ausdrücklichen Wunsch und auf Kosten des Bestellers ab.',
        ],
      },
      {
        id: 'tooling',
        heading: '§ 6 Werkzeuge und Formen',
        body: [
          '(1) Der Preis für Werkzeuge, Formen und Vorrichtungen umfasst die Kosten der einmaligen Bemusterung bis zur Freigabe der Erstmuster, nicht jedoch die Kosten für Prüf- und Bearbeitungsvorrichtungen und für Änderungen, die der Besteller veranlasst. Weitere Bemusterungen, die wir nicht zu vertreten haben, berechnen wir gesondert.',
          '(2) Sofern nichts anderes vereinbart ist, bleiben wir Eigentümer der Werkzeuge, die wir selbst oder ein von uns beauftragter Dritter für den Besteller herstellt, auch wenn der Besteller anteilige Werkzeugkosten trägt. Wir verwenden diese Werkzeuge ausschließlich für Lieferungen an den Besteller, solange er seine Zahlungs- und Abnahmeverpflichtungen erfüllt.',
          '(3) Ist vereinbart, dass der Besteller Eigentümer des Werkzeugs wird, geht das Eigentum mit vollständiger Bezahlung des Werkzeugpreises auf ihn über. Die Übergabe wird dadurch ersetzt, dass wir das Werkzeug für den Besteller verwahren. Wir kennzeichnen Werkzeuge im Eigentum des Bestellers als solche. Während der Dauer des Liefervertrags sind wir zum Besitz berechtigt; eine Herausgabe erfolgt erst, wenn alle fälligen Forderungen aus der Geschäftsverbindung beglichen sind.',
          '(4) Wir bewahren Werkzeuge mit der Sorgfalt eines ordentlichen Kaufmanns auf. Gegen Feuer, Wasser, Diebstahl und sonstige Schäden versichern wir Werkzeuge des Bestellers nur auf dessen ausdrücklichen Wunsch und auf seine Kosten.',
          '(5) Die laufende Wartung der Werkzeuge übernehmen wir auf unsere Kosten:',
          {
            list: [
              'Reinigung und Konservierung nach jedem Fertigungslos,',
              'vorbeugende Wartung in festen Intervallen nach Schusszahl,',
              'Austausch üblicher Verschleißteile wie Dichtungen, Auswerfer und Federn.',
            ],
          },
          '(6) Instandsetzungen wegen normalen Verschleißes nach Erreichen der vereinbarten Ausbringungsmenge oder Standzeit, Ersatzwerkzeuge sowie Änderungen, die der Besteller veranlasst, gehen zu seinen Lasten. Wir informieren den Besteller rechtzeitig, wenn ein Werkzeug das Ende seiner Standzeit erreicht.',
          '(7) Unsere Pflicht zur Aufbewahrung erlischt, wenn aus einem Werkzeug zwei Jahre lang keine Teile mehr geliefert worden sind. Vor einer Verschrottung fordern wir den Besteller schriftlich auf, innerhalb von drei Monaten zu erklären, ob er das Werkzeug abholen, gegen Lagergeld weiter einlagern oder verschrotten lassen möchte. Erklärt er sich innerhalb dieser Frist nicht, dürfen wir Werkzeuge in unserem Eigentum verschrotten und Werkzeuge im Eigentum des Bestellers auf seine Kosten an ihn zurücksenden.',
          '(8) Werkzeuge, die der Besteller beistellt, prüfen wir bei Eingang nur auf äußerlich erkennbare Schäden. Für Konstruktion, Funktion und Eignung für unsere Spritzgießmaschinen ist der Besteller verantwortlich; erforderliche Anpassungen und Instandsetzungen berechnen wir gesondert. Im Übrigen gelten die Absätze 3 bis 7 entsprechend.',
        ],
      },
      {
        id: 'drawings-and-ip',
        heading: '§ 7 Beigestellte Zeichnungen, Muster und Materialien; Schutzrechte',
        body: [
          '(1) Fertigen wir nach Zeichnungen, CAD-Daten, Mustern, Modellen oder sonstigen Vorgaben des Bestellers, steht der Besteller dafür ein, dass dadurch Schutzrechte Dritter, etwa Patente, Gebrauchsmuster, Designs, Marken oder Urheberrechte, nicht verletzt werden. Wir sind nicht verpflichtet, dies zu prüfen. Der Besteller stellt uns von allen Ansprüchen Dritter frei und ersetzt uns die notwendigen Kosten der Rechtsverteidigung.',
          '(2) Untersagt uns ein Dritter unter Berufung auf ein Schutzrecht die Herstellung oder Lieferung, sind wir berechtigt, die Arbeiten bis zur Klärung der Rechtslage einzustellen und Ersatz unserer Aufwendungen zu verlangen.',
          '(3) Hat der Besteller die Konstruktion eines Teils vorgegeben, trägt er die Verantwortung für sie und für die Eignung des Teils für den vorgesehenen Verwendungszweck. Unsere Hinweise zur kunststoffgerechten Gestaltung sind unverbindlich, sofern wir nicht ausdrücklich die Entwicklung oder Konstruktion übernommen haben.',
          '(4) Zeichnungen und Muster, die nicht zu einem Auftrag geführt haben, senden wir auf Verlangen zurück. Andernfalls dürfen wir sie drei Monate nach Abgabe unseres Angebots vernichten und zugehörige Daten löschen.',
          '(5) Materialien, Einlegeteile und Verpackungen, die der Besteller beistellt, sind rechtzeitig, kostenfrei und in einwandfreier Beschaffenheit anzuliefern, mit einem Mengenzuschlag von mindestens 5 % für Anfahr- und Prüfausschuss. Verzögerte oder mangelhafte Beistellungen verlängern die Lieferfristen angemessen; dadurch entstehende Mehrkosten trägt der Besteller.',
          '(6) Entwicklungen, Werkzeugkonstruktionen, Verfahren und Know-how, die wir erarbeiten, bleiben unser geistiges Eigentum, soweit nicht in einem Entwicklungsvertrag ausdrücklich etwas anderes vereinbart ist.',
        ],
      },
      {
        id: 'quantity-tolerances',
        heading: '§ 8 Mengentoleranzen und Beschaffenheit',
        body: [
          '(1) Im Spritzguss sind Mehr- oder Minderlieferungen fertigungsbedingt und handelsüblich. Wir sind berechtigt, bis zu 10 % mehr oder weniger als die bestellte Menge zu liefern; bei Bestellmengen unter 5.000 Stück sowie bei Sonderfarben und Sonderwerkstoffen, die wir eigens für den Auftrag beschaffen, bis zu 20 %. Berechnet wird die tatsächlich gelieferte Menge.',
          '(2) Wir dürfen die Stückzahl durch Wiegen ermitteln. Das so ermittelte Ergebnis ist maßgeblich, sofern der Besteller keine wesentliche Abweichung nachweist.',
          '(3) Soweit in der Zeichnung nichts anderes festgelegt ist, gelten für Maße und Formen die Toleranzen nach DIN ISO 20457. Geringfügige werkstoff- und verfahrensbedingte Abweichungen in Farbton, Glanz und Oberflächenstruktur zwischen einzelnen Lieferungen und gegenüber Mustern sind zulässig.',
          '(4) Für die Beschaffenheit der Serienteile sind die vom Besteller freigegebenen Erstmuster und der zugehörige Erstmusterprüfbericht maßgeblich. Mit der Freigabe sind Beanstandungen ausgeschlossen, die sich auf Merkmale beziehen, die an den Erstmustern erkennbar waren.',
        ],
      },
      {
        id: 'retention-of-title',
        heading: '§ 9 Eigentumsvorbehalt',
        body: [
          '(1) Wir behalten uns das Eigentum an der gelieferten Ware (Vorbehaltsware) bis zur Erfüllung sämtlicher Forderungen aus der Geschäftsverbindung mit dem Besteller vor, einschließlich künftig entstehender Forderungen.',
          '(2) Der Besteller darf die Vorbehaltsware im ordnungsgemäßen Geschäftsgang verarbeiten und veräußern, solange er nicht in Zahlungsverzug ist. Verpfändungen und Sicherungsübereignungen sind unzulässig.',
          '(3) Eine Verarbeitung oder Umbildung der Vorbehaltsware erfolgt stets für uns als Hersteller im Sinne von § 950 BGB, ohne uns zu verpflichten. Wird die Vorbehaltsware mit anderen, uns nicht gehörenden Sachen verarbeitet, verbunden oder vermischt, erwerben wir Miteigentum an der neuen Sache im Verhältnis des Rechnungswerts der Vorbehaltsware zu den anderen Sachen.',
          '(4) Der Besteller tritt uns bereits jetzt alle Forderungen aus der Weiterveräußerung der Vorbehaltsware in Höhe unseres Rechnungswerts einschließlich Umsatzsteuer ab; wir nehmen die Abtretung an. Der Besteller bleibt zur Einziehung ermächtigt. Wir können diese Ermächtigung widerrufen, wenn er in Zahlungsverzug gerät oder die Eröffnung eines Insolvenzverfahrens über sein Vermögen beantragt wird.',
          '(5) Über Pfändungen oder sonstige Zugriffe Dritter auf die Vorbehaltsware hat uns der Besteller unverzüglich schriftlich zu unterrichten. Die Kosten einer Intervention trägt der Besteller, soweit der Dritte sie nicht erstattet.',
          '(6) Übersteigt der realisierbare Wert der Sicherheiten unsere Forderungen um mehr als 10 %, geben wir auf Verlangen des Bestellers Sicherheiten nach unserer Wahl frei.',
          '(7) Handelt der Besteller vertragswidrig, insbesondere bei Zahlungsverzug, sind wir nach den gesetzlichen Vorschriften berechtigt, vom Vertrag zurückzutreten und die Vorbehaltsware herauszuverlangen.',
        ],
      },
      {
        id: 'warranty',
        heading: '§ 10 Mängelansprüche und Mängelrüge',
        body: [
          '(1) Für die Rechte des Bestellers bei Sach- und Rechtsmängeln gelten die gesetzlichen Vorschriften, soweit im Folgenden nichts anderes bestimmt ist.',
          '(2) Grundlage unserer Mängelhaftung ist die vereinbarte Beschaffenheit, insbesondere nach Zeichnung, Spezifikation und freigegebenen Erstmustern. Die Eignung der Teile für den besonderen Einsatzzweck des Bestellers, etwa die Verträglichkeit mit Füllgütern, Reinigungs- oder Sterilisationsverfahren, schulden wir nur, wenn sie ausdrücklich vereinbart ist.',
          '(3) Mängelansprüche setzen voraus, dass der Besteller seinen Untersuchungs- und Rügepflichten nach § 377 HGB nachgekommen ist. Er hat die Ware unverzüglich nach Ablieferung zu untersuchen. Offensichtliche Mängel und Transportschäden sind uns innerhalb von fünf Arbeitstagen nach Ablieferung, verdeckte Mängel innerhalb von fünf Arbeitstagen nach ihrer Entdeckung schriftlich anzuzeigen. Unterlässt der Besteller die ordnungsgemäße Untersuchung oder Anzeige, gilt die Ware hinsichtlich des betreffenden Mangels als genehmigt.',
          '(4) Beanstandete Ware ist bis zur Klärung aufzubewahren und uns auf Verlangen zur Prüfung zur Verfügung zu stellen. Der Mängelanzeige sollen Lieferscheinnummer, Chargenkennzeichnung und Muster der beanstandeten Teile beigefügt werden.',
          '(5) Ist die Ware mangelhaft, leisten wir nach unserer Wahl Nacherfüllung durch Beseitigung des Mangels oder durch Lieferung mangelfreier Ware. Schlägt die Nacherfüllung fehl, kann der Besteller vom Vertrag zurücktreten oder den Preis mindern. Die zur Nacherfüllung erforderlichen Aufwendungen tragen wir, wenn tatsächlich ein Mangel vorliegt; erweist sich ein Mängelbeseitigungsverlangen als unberechtigt, können wir die entstandenen Kosten vom Besteller ersetzt verlangen.',
          '(6) Mängelansprüche verjähren in zwölf Monaten ab Ablieferung. Dies gilt nicht bei Vorsatz, bei arglistigem Verschweigen eines Mangels, bei Übernahme einer Garantie, in den Fällen des § 438 Abs. 1 Nr. 2 BGB und der §§ 445a, 445b BGB sowie für Schadensersatzansprüche nach § 11 Abs. 2 und 3; insoweit gelten die gesetzlichen Fristen.',
          '(7) Schadensersatz und Ersatz vergeblicher Aufwendungen wegen eines Mangels kann der Besteller nur nach Maßgabe von § 11 verlangen.',
        ],
      },
      {
        id: 'liability',
        heading: '§ 11 Haftung',
        body: [
          '(1) Soweit sich aus diesen Bedingungen nichts anderes ergibt, haften wir bei einer Verletzung vertraglicher und außervertraglicher Pflichten nach den gesetzlichen Vorschriften.',
          '(2) Für Vorsatz und grobe Fahrlässigkeit haften wir unbeschränkt. Bei einfacher Fahrlässigkeit haften wir nur',
          {
            list: [
              'für Schäden aus der Verletzung des Lebens, des Körpers oder der Gesundheit, unbeschränkt,',
              'für Schäden aus der Verletzung einer wesentlichen Vertragspflicht, also einer Pflicht, deren Erfüllung die ordnungsgemäße Durchführung des Vertrags überhaupt erst ermöglicht und auf deren Einhaltung der Besteller regelmäßig vertraut und vertrauen darf; in diesem Fall ist unsere Haftung auf den Ersatz des vorhersehbaren, typischerweise eintretenden Schadens begrenzt.',
            ],
          },
          '(3) Die Haftungsbeschränkungen nach Absatz 2 gelten nicht, soweit wir einen Mangel arglistig verschwiegen oder eine Garantie für die Beschaffenheit der Ware übernommen haben, sowie für Ansprüche nach dem Produkthaftungsgesetz.',
          '(4) Wegen einer Pflichtverletzung, die nicht in einem Mangel besteht, kann der Besteller nur zurücktreten oder kündigen, wenn wir die Pflichtverletzung zu vertreten haben. Ein freies Kündigungsrecht des Bestellers, insbesondere nach §§ 650, 648 BGB, ist ausgeschlossen.',
          '(5) Soweit unsere Haftung ausgeschlossen oder beschränkt ist, gilt dies auch für die persönliche Haftung unserer Organe, Angestellten, Arbeitnehmer, Vertreter und Erfüllungsgehilfen.',
        ],
      },
      {
        id: 'confidentiality',
        heading: '§ 12 Geheimhaltung',
        body: [
          '(1) Beide Vertragspartner behandeln alle nicht offenkundigen kaufmännischen und technischen Informationen, die ihnen durch die Geschäftsbeziehung bekannt werden, als Geschäftsgeheimnis. Dazu gehören insbesondere Zeichnungen, CAD-Daten, Muster, Rezepturen, Werkzeugkonstruktionen, Prozessparameter, Preise und Stückzahlen.',
          '(2) Die Informationen dürfen nur Mitarbeitenden und Unterauftragnehmern, etwa Werkzeugbauern oder Veredlern, zugänglich gemacht werden, soweit sie diese zur Erfüllung des Vertrags benötigen und in gleicher Weise zur Geheimhaltung verpflichtet sind.',
          '(3) Die Pflicht zur Geheimhaltung gilt nicht für Informationen, die dem empfangenden Vertragspartner bereits bekannt waren, die ohne sein Verschulden allgemein bekannt werden, die er rechtmäßig von einem Dritten erhalten hat oder die er aufgrund gesetzlicher oder behördlicher Anordnung offenlegen muss.',
          '(4) Muster und Teile dürfen nicht zurückentwickelt werden, um daraus Werkzeug- oder Prozesswissen des anderen Vertragspartners abzuleiten.',
          '(5) Der Besteller darf als Referenz genannt und seine Teile dürfen abgebildet werden, wenn er vorher schriftlich zugestimmt hat.',
          '(6) Die Geheimhaltungspflicht besteht nach Ende der Geschäftsbeziehung fünf Jahre fort, für Geschäftsgeheimnisse im Sinne des Geschäftsgeheimnisgesetzes so lange, wie sie Geschäftsgeheimnisse bleiben.',
        ],
      },
      {
        id: 'jurisdiction',
        heading: '§ 13 Erfüllungsort und Gerichtsstand',
        body: [
          `(1) Erfüllungsort für Lieferung und Zahlung ist unser Sitz in ${seat}, soweit nichts anderes vereinbart ist.`,
          `(2) Ist der Besteller Kaufmann, juristische Person des öffentlichen Rechts oder öffentlich-rechtliches Sondervermögen, ist ausschließlicher, auch internationaler Gerichtsstand für alle Streitigkeiten aus oder im Zusammenhang mit dem Vertragsverhältnis das für unseren Sitz in ${seat} zuständige Gericht. Wir sind jedoch auch berechtigt, am allgemeinen Gerichtsstand des Bestellers zu klagen. Vorrangige gesetzliche Vorschriften, insbesondere zu ausschließlichen Zuständigkeiten, bleiben unberührt.`,
        ],
      },
      {
        id: 'applicable-law',
        heading: '§ 14 Anwendbares Recht',
        body: [
          'Für diese Bedingungen und alle Rechtsbeziehungen zwischen uns und dem Besteller gilt das Recht der Bundesrepublik Deutschland. Das Übereinkommen der Vereinten Nationen über Verträge über den internationalen Warenkauf (CISG) ist ausgeschlossen.',
        ],
      },
      {
        id: 'severability',
        heading: '§ 15 Salvatorische Klausel und Schlussbestimmungen',
        body: [
          '(1) Sollte eine Bestimmung dieser Bedingungen oder des Vertrags ganz oder teilweise unwirksam oder undurchführbar sein oder werden, bleibt die Wirksamkeit der übrigen Bestimmungen unberührt. An die Stelle der unwirksamen oder undurchführbaren Bestimmung treten die gesetzlichen Vorschriften.',
          '(2) Rechtserhebliche Erklärungen und Anzeigen des Bestellers, etwa Fristsetzungen, Mängelanzeigen, Rücktritts- oder Minderungserklärungen, bedürfen der Schriftform.',
          [
            '(3) Personenbezogene Daten des Bestellers und seiner Ansprechpartner verarbeiten wir nach Maßgabe unserer ',
            { text: 'Datenschutzerklärung', href: localizedPath('privacy', 'de') },
            '.',
          ],
        ],
      },
    ],
    version: 'Stand: November 2026',
  },
  en: {
    sections: [
      {
        id: 'scope',
        heading: '§ 1 Scope',
        body: [
          `(1) These General Terms and Conditions of Sale and Delivery apply to all quotations, deliveries and services of ${company.legalName} (“we”, “us”), in particular to the development, engineering and manufacture of plastic injection-moulded parts and assemblies, to the construction and procurement of injection moulds, to prototypes and samples, and to assembly, automation and logistics services.`,
          '(2) They apply exclusively to entrepreneurs within the meaning of Section 14 of the German Civil Code (BGB), legal entities under public law and special funds under public law (hereinafter the “Customer”). We do not enter into contracts with consumers within the meaning of Section 13 BGB.',
          '(3) Our terms apply exclusively. Deviating, conflicting or supplementary general terms and conditions of the Customer only become part of the contract if and to the extent that we have expressly agreed to their validity in writing. This also applies if we deliver without reservation in the knowledge of the Customer’s terms.',
          '(4) In an ongoing business relationship, these terms in their current version also apply to future contracts without our having to refer to them again in each individual case.',
          '(5) Individual agreements, in particular in framework contracts, quality assurance agreements or tooling agreements, take precedence over these terms. A written contract or our written confirmation is decisive for their content. Written form within the meaning of these terms includes text form, for example by e-mail.',
          '(6) These terms are an English translation of our German Allgemeine Verkaufs- und Lieferbedingungen. In the event of any discrepancy between the two versions, the German version shall prevail.',
        ],
      },
      {
        id: 'offers',
        heading: '§ 2 Quotations and conclusion of contract',
        body: [
          '(1) Our quotations are subject to change unless they are expressly designated as binding or contain a specific period for acceptance. They are based on the information, drawings, samples and volume plans provided to us by the Customer.',
          '(2) A contract is only concluded upon our written order confirmation or upon execution of the delivery. We may accept the Customer’s orders within two weeks of receipt.',
          '(3) For framework and call-off orders without an agreed term, batch sizes and acceptance dates, we may demand a binding schedule no later than three months after the order confirmation. If the Customer does not call off the agreed quantities within twelve months of the order confirmation, we are entitled to manufacture, deliver and invoice the remaining quantity. The Customer shall take over any material that we have procured in economic batch sizes for call-off orders when the order ends.',
          '(4) Information in brochures, on our website and in quotation documents, for example on dimensions, weights, material properties or cycle times, is only approximate unless exact conformity is required for use for the contractually intended purpose. It does not constitute a guarantee.',
          '(5) We reserve ownership and copyright in cost estimates, drawings, designs, calculations, tooling concepts and other documents that we prepare. They may only be made accessible to third parties with our prior written consent and shall be returned to us without delay on request if the order is not placed.',
        ],
      },
      {
        id: 'prices',
        heading: '§ 3 Prices and payment',
        body: [
          `(1) Our prices are in euros ex works ${seat}, plus packaging, freight, insurance and statutory value added tax.`,
          '(2) Our prices are based on the costs of plastics, colourants, energy and wages applicable at the time of the order confirmation. If these costs change significantly before delivery, in particular if raw material prices change by more than 5 %, either party may demand a reasonable adjustment of the prices based on the documented cost changes. This does not apply to deliveries within four months of the conclusion of the contract.',
          '(3) Unless otherwise agreed, we invoice tooling costs separately: 50 % upon order confirmation and 50 % upon submission of the initial samples, at the latest 30 days after they have been made available. Tooling costs are payable without deduction.',
          '(4) Our invoices are payable within 30 days of the invoice date without deduction. We only grant a cash discount if separately agreed in writing. Payment is deemed to be made on time when it is received in our account.',
          '(5) If the Customer defaults on payment, we charge default interest at nine percentage points above the applicable base rate (Section 288(2) BGB) and the lump sum for default under Section 288(5) BGB. We reserve the right to claim further damages.',
          '(6) The Customer may only set off counterclaims that are undisputed or have been finally established by a court. The Customer only has a right of retention on account of claims arising from the same contractual relationship. In the event of defects in the delivery, the Customer’s counter-rights remain unaffected.',
          '(7) If, after conclusion of the contract, it becomes apparent that our claim to payment is jeopardised by the Customer’s inability to pay, we may demand advance payment or security and withdraw from the contract if a reasonable period set for this purpose expires without result (Section 321 BGB).',
        ],
      },
      {
        id: 'delivery',
        heading: '§ 4 Delivery and delivery periods',
        body: [
          '(1) Delivery dates and periods are only binding if we have expressly confirmed them as binding in writing. Delivery periods begin upon receipt of our order confirmation, but not before all technical details have been clarified, the Customer has approved the initial samples, any tools, materials or parts to be provided by the Customer have been received and any agreed down payment has been received.',
          '(2) The delivery period has been met if the goods have left our plant by the time it expires or if we have notified the Customer that they are ready for dispatch.',
          '(3) Force majeure and other unforeseeable obstacles for which we are not responsible extend the delivery period by a reasonable time. These include in particular industrial action, official measures, shortages of energy and raw materials, operational disruptions, the failure of a mould through no fault of ours, and late delivery by our suppliers despite our having ordered in good time. If the obstacle lasts longer than three months, either party may withdraw from the contract with regard to the part not yet performed. We will inform the Customer without delay of the beginning and expected duration of such obstacles.',
          '(4) Partial deliveries are permitted insofar as they are reasonable for the Customer.',
          '(5) If we are in default of delivery, the Customer may claim lump-sum compensation of 0.5 % of the net value of the delayed delivery for each full week of delay, up to a maximum of 5 % of that value. Both parties remain free to prove higher or lower damage. Further claims are governed by § 11.',
          '(6) If the Customer does not accept or call off the goods in time, we may store them at the Customer’s cost and risk and charge a lump sum of 0.5 % of the net value of the stored goods for each month or part thereof. Both parties remain free to prove higher or lower damage.',
        ],
      },
      {
        id: 'transfer-of-risk',
        heading: '§ 5 Transfer of risk, shipping and packaging',
        body: [
          `(1) Unless otherwise agreed, we deliver ex works ${seat} (EXW, Incoterms® 2020).`,
          '(2) The risk of accidental loss and accidental deterioration passes to the Customer at the latest when the goods are handed over to the forwarder, the carrier or any other person designated to carry out the shipment. This also applies to partial deliveries and where we have assumed the shipping costs. If shipment is delayed for reasons for which the Customer is responsible, the risk passes to the Customer upon notification that the goods are ready for dispatch.',
          '(3) We choose the shipping route and packaging at our reasonable discretion unless the Customer specifies otherwise. Reusable load carriers such as mesh pallet boxes and small load carriers remain our property and shall be returned to us empty and clean. We take back single-use packaging within the scope of our statutory obligations under the German Packaging Act (VerpackG); the Customer bears the cost of returning it.',
          '(4) We only take out transport insurance at the Customer’s express request and expense.',
        ],
      },
      {
        id: 'tooling',
        heading: '§ 6 Tooling and moulds',
        body: [
          '(1) The price for tools, moulds and fixtures includes the costs of a single sampling up to the approval of the initial samples, but not the costs of testing and machining fixtures or of changes initiated by the Customer. We invoice additional samplings for which we are not responsible separately.',
          '(2) Unless otherwise agreed, we remain the owner of the tools that we or a third party commissioned by us manufacture for the Customer, even if the Customer bears a share of the tooling costs. We use these tools exclusively for deliveries to the Customer as long as the Customer fulfils its payment and acceptance obligations.',
          '(3) If it is agreed that the Customer becomes the owner of the tool, ownership passes to the Customer upon full payment of the tool price. Handover is replaced by our keeping the tool in safe custody for the Customer. We mark tools owned by the Customer as such. For the duration of the supply contract, we are entitled to possession; the tool will only be surrendered once all claims due from the business relationship have been settled.',
          '(4) We store tools with the care of a prudent businessperson. We only insure the Customer’s tools against fire, water, theft and other damage at the Customer’s express request and expense.',
          '(5) We carry out the routine maintenance of the tools at our own expense:',
          {
            list: [
              'cleaning and preservation after each production batch,',
              'preventive maintenance at fixed intervals based on the shot count,',
              'replacement of customary wear parts such as seals, ejector pins and springs.',
            ],
          },
          '(6) Repairs due to normal wear after the agreed output quantity or service life has been reached, replacement tools and changes initiated by the Customer are at the Customer’s expense. We inform the Customer in good time when a tool reaches the end of its service life.',
          '(7) Our obligation to store a tool ends when no parts have been delivered from it for two years. Before scrapping, we ask the Customer in writing to state within three months whether it wishes to collect the tool, have it stored further against a storage fee or have it scrapped. If the Customer does not respond within this period, we may scrap tools owned by us and return tools owned by the Customer to the Customer at its expense.',
          '(8) We only inspect tools provided by the Customer for externally visible damage on receipt. The Customer is responsible for their design, function and suitability for our injection-moulding machines; we invoice any necessary adaptations and repairs separately. Otherwise, paragraphs 3 to 7 apply accordingly.',
        ],
      },
      {
        id: 'drawings-and-ip',
        heading: '§ 7 Drawings, samples and materials provided by the Customer; intellectual property rights',
        body: [
          '(1) If we manufacture according to drawings, CAD data, samples, models or other specifications of the Customer, the Customer warrants that this does not infringe any third-party intellectual property rights such as patents, utility models, designs, trademarks or copyrights. We are not obliged to check this. The Customer shall indemnify us against all third-party claims and reimburse us for the necessary costs of legal defence.',
          '(2) If a third party prohibits us from manufacturing or delivering on the basis of an intellectual property right, we are entitled to stop work until the legal situation has been clarified and to demand reimbursement of our expenses.',
          '(3) If the Customer has specified the design of a part, the Customer is responsible for that design and for the suitability of the part for its intended use. Our advice on design suitable for plastics is non-binding unless we have expressly undertaken the development or engineering.',
          '(4) We return drawings and samples that have not led to an order on request. Otherwise, we may destroy them three months after submitting our quotation and delete the associated data.',
          '(5) Materials, inserts and packaging provided by the Customer shall be delivered in good time, free of charge and in perfect condition, with a quantity surcharge of at least 5 % for start-up and test rejects. Delayed or defective provision extends the delivery periods by a reasonable time; the Customer bears any additional costs incurred as a result.',
          '(6) Developments, tool designs, processes and know-how that we create remain our intellectual property unless expressly agreed otherwise in a development contract.',
        ],
      },
      {
        id: 'quantity-tolerances',
        heading: '§ 8 Quantity tolerances and quality',
        body: [
          '(1) In injection moulding, over- and under-deliveries are inherent in production and customary in the trade. We are entitled to deliver up to 10 % more or less than the quantity ordered; for order quantities of fewer than 5,000 pieces and for special colours and special materials procured specifically for the order, up to 20 %. The quantity actually delivered is invoiced.',
          '(2) We may determine the number of pieces by weighing. The result determined in this way is decisive unless the Customer proves a significant deviation.',
          '(3) Unless otherwise specified in the drawing, the tolerances according to DIN ISO 20457 apply to dimensions and shapes. Slight deviations in colour shade, gloss and surface texture caused by the material or process are permissible between individual deliveries and compared with samples.',
          '(4) The initial samples approved by the Customer and the associated initial sample inspection report are decisive for the quality of the series parts. Upon approval, complaints relating to characteristics that were recognisable on the initial samples are excluded.',
        ],
      },
      {
        id: 'retention-of-title',
        heading: '§ 9 Retention of title',
        body: [
          '(1) We retain title to the goods delivered (goods subject to retention of title) until all claims arising from the business relationship with the Customer have been settled, including claims arising in the future.',
          '(2) The Customer may process and sell the goods subject to retention of title in the ordinary course of business as long as it is not in default of payment. Pledging and transfer by way of security are not permitted.',
          '(3) Any processing or transformation of the goods subject to retention of title is always carried out for us as manufacturer within the meaning of Section 950 BGB, without obligation on our part. If the goods subject to retention of title are processed, combined or mixed with other items not belonging to us, we acquire co-ownership of the new item in the ratio of the invoice value of the goods subject to retention of title to the other items.',
          '(4) The Customer hereby assigns to us all claims arising from the resale of the goods subject to retention of title in the amount of our invoice value including value added tax; we accept the assignment. The Customer remains authorised to collect these claims. We may revoke this authorisation if the Customer defaults on payment or if an application is made to open insolvency proceedings against its assets.',
          '(5) The Customer shall inform us in writing without delay of any seizure or other access by third parties to the goods subject to retention of title. The Customer bears the costs of any intervention insofar as the third party does not reimburse them.',
          '(6) If the realisable value of the securities exceeds our claims by more than 10 %, we will release securities of our choice at the Customer’s request.',
          '(7) If the Customer acts in breach of contract, in particular in the event of default of payment, we are entitled in accordance with the statutory provisions to withdraw from the contract and to demand the return of the goods subject to retention of title.',
        ],
      },
      {
        id: 'warranty',
        heading: '§ 10 Warranty and notice of defects',
        body: [
          '(1) The statutory provisions apply to the Customer’s rights in the event of material defects and defects of title, unless otherwise provided below.',
          '(2) Our liability for defects is based on the agreed quality, in particular according to drawing, specification and approved initial samples. We only owe the suitability of the parts for the Customer’s particular purpose, such as compatibility with filling products, cleaning or sterilisation processes, if this has been expressly agreed.',
          '(3) Claims for defects require the Customer to have complied with its obligations to inspect the goods and give notice of defects under Section 377 of the German Commercial Code (HGB). The Customer shall inspect the goods without delay after delivery. Obvious defects and transport damage shall be notified to us in writing within five working days of delivery, hidden defects within five working days of their discovery. If the Customer fails to inspect the goods properly or to give proper notice, the goods are deemed approved with regard to the defect concerned.',
          '(4) Goods complained about shall be kept until the matter has been clarified and made available to us for inspection on request. The notice of defects should include the delivery note number, the batch identification and samples of the parts complained about.',
          '(5) If the goods are defective, we shall, at our option, provide subsequent performance by remedying the defect or by delivering goods free of defects. If subsequent performance fails, the Customer may withdraw from the contract or reduce the price. We bear the expenses necessary for subsequent performance if a defect actually exists; if a request to remedy a defect proves to be unjustified, we may demand reimbursement of the costs incurred from the Customer.',
          '(6) Claims for defects become time-barred twelve months after delivery. This does not apply in cases of intent, fraudulent concealment of a defect, the assumption of a guarantee, in the cases of Section 438(1) no. 2 BGB and Sections 445a and 445b BGB, or to claims for damages under § 11(2) and (3); in these cases the statutory periods apply.',
          '(7) The Customer may only claim damages and reimbursement of futile expenses on account of a defect in accordance with § 11.',
        ],
      },
      {
        id: 'liability',
        heading: '§ 11 Liability',
        body: [
          '(1) Unless otherwise provided in these terms, we are liable for breaches of contractual and non-contractual obligations in accordance with the statutory provisions.',
          '(2) We are liable without limitation for intent and gross negligence. In the event of simple negligence, we are only liable',
          {
            list: [
              'for damage resulting from injury to life, body or health, without limitation,',
              'for damage resulting from the breach of a material contractual obligation, i.e. an obligation whose fulfilment makes the proper performance of the contract possible in the first place and on whose observance the Customer regularly relies and may rely; in this case our liability is limited to compensation for the foreseeable damage typically occurring.',
            ],
          },
          '(3) The limitations of liability under paragraph 2 do not apply if we have fraudulently concealed a defect or have assumed a guarantee for the quality of the goods, or to claims under the German Product Liability Act (ProdHaftG).',
          '(4) The Customer may only withdraw from or terminate the contract on account of a breach of duty that does not consist of a defect if we are responsible for the breach of duty. Any free right of termination of the Customer, in particular under Sections 650 and 648 BGB, is excluded.',
          '(5) Insofar as our liability is excluded or limited, this also applies to the personal liability of our governing bodies, staff, employees, representatives and vicarious agents.',
        ],
      },
      {
        id: 'confidentiality',
        heading: '§ 12 Confidentiality',
        body: [
          '(1) Both parties shall treat as trade secrets all commercial and technical information that is not public knowledge and that becomes known to them through the business relationship. This includes in particular drawings, CAD data, samples, formulations, tool designs, process parameters, prices and quantities.',
          '(2) The information may only be made accessible to employees and subcontractors, such as toolmakers or finishing companies, insofar as they need it to perform the contract and are bound to confidentiality in the same way.',
          '(3) The confidentiality obligation does not apply to information that was already known to the receiving party, that becomes public knowledge through no fault of its own, that it has lawfully received from a third party or that it must disclose by law or by order of an authority.',
          '(4) Samples and parts may not be reverse-engineered in order to derive tooling or process know-how of the other party from them.',
          '(5) The Customer may be named as a reference and its parts may be depicted if it has given its prior written consent.',
          '(6) The confidentiality obligation continues for five years after the end of the business relationship and, for trade secrets within the meaning of the German Trade Secrets Act (GeschGehG), for as long as they remain trade secrets.',
        ],
      },
      {
        id: 'jurisdiction',
        heading: '§ 13 Place of performance and jurisdiction',
        body: [
          `(1) Unless otherwise agreed, the place of performance for delivery and payment is our registered office in ${seat}.`,
          `(2) If the Customer is a merchant, a legal entity under public law or a special fund under public law, the exclusive place of jurisdiction, including international jurisdiction, for all disputes arising from or in connection with the contractual relationship is the court competent for our registered office in ${seat}. However, we are also entitled to bring an action at the Customer’s general place of jurisdiction. Overriding statutory provisions, in particular on exclusive jurisdiction, remain unaffected.`,
        ],
      },
      {
        id: 'applicable-law',
        heading: '§ 14 Applicable law',
        body: [
          'These terms and all legal relationships between us and the Customer are governed by the law of the Federal Republic of Germany. The United Nations Convention on Contracts for the International Sale of Goods (CISG) is excluded.',
        ],
      },
      {
        id: 'severability',
        heading: '§ 15 Severability and final provisions',
        body: [
          '(1) Should any provision of these terms or of the contract be or become invalid or unenforceable in whole or in part, the validity of the remaining provisions shall not be affected. The invalid or unenforceable provision shall be replaced by the statutory provisions.',
          '(2) Legally relevant declarations and notices of the Customer, such as the setting of deadlines, notices of defects and declarations of withdrawal or price reduction, must be made in writing.',
          [
            '(3) We process personal data of the Customer and its contact persons in accordance with our ',
            { text: 'privacy policy', href: localizedPath('privacy', 'en') },
            '.',
          ],
        ],
      },
    ],
    version: 'Version: November 2026',
  },
});
