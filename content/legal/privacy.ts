import { company } from '@/content/company';
import { loadLocalizedContent } from '@/lib/content/localized';
import { joinNames, legalTextSchema, mailLink, phoneLink, postalAddressLines } from '@/lib/content/legal-text';
import { localizedPath } from '@/lib/routing/paths';

/**
 * The privacy policy (Datenschutzerklärung) with the full information of Art. 13 GDPR for everything the
 * website processes: server logs, the contact form and e-mail, the e-mail archive, applications, cookies
 * (none for visitors; the editors' preview cookie), and the rights of data subjects. Company details come from `content/company.ts`.
 */

const { address } = company;

/** The supervisory authority of a company seated in Hesse (Art. 77 GDPR). */
const supervisoryAuthority = {
  name: 'Der Hessische Beauftragte für Datenschutz und Informationsfreiheit',
  street: 'Gustav-Stresemann-Ring 1',
  city: '65189 Wiesbaden',
  website: 'https://datenschutz.hessen.de/',
} as const;

export const privacy = loadLocalizedContent('content/legal/privacy.ts', legalTextSchema, {
  de: {
    sections: [
      {
        id: 'controller',
        heading: '1. Verantwortlicher',
        body: [
          'Verantwortlicher im Sinne der Datenschutz-Grundverordnung (DSGVO), des Bundesdatenschutzgesetzes (BDSG) und sonstiger datenschutzrechtlicher Bestimmungen ist:',
          { lines: [company.legalName, ...postalAddressLines(address, 'de')] },
          {
            terms: [
              { term: 'Telefon', description: [phoneLink(company.phone)] },
              { term: 'E-Mail', description: [mailLink(company.email)] },
              { term: 'Vertreten durch die Geschäftsführung', description: joinNames(company.managingDirectors, 'de') },
            ],
          },
          'Verantwortlicher ist die juristische Person, die allein oder gemeinsam mit anderen über die Zwecke und Mittel der Verarbeitung personenbezogener Daten entscheidet (Art. 4 Nr. 7 DSGVO).',
        ],
      },
      {
        id: 'data-protection-contact',
        heading: '2. Ansprechpartner für den Datenschutz',
        body: [
          [
            'Für alle Fragen zum Datenschutz und zur Ausübung Ihrer Rechte erreichen Sie unsere Datenschutzkoordination unter ',
            mailLink(company.privacyEmail),
            ' oder per Post unter der oben genannten Anschrift mit dem Zusatz „Datenschutz“. Wir behandeln Ihre Anfrage vertraulich.',
          ],
        ],
      },
      {
        id: 'general',
        heading: '3. Allgemeines zur Datenverarbeitung',
        body: [],
        subsections: [
          {
            id: 'scope',
            heading: '3.1 Umfang der Verarbeitung',
            body: [
              'Personenbezogene Daten sind alle Informationen, die sich auf eine identifizierte oder identifizierbare natürliche Person beziehen (Art. 4 Nr. 1 DSGVO), zum Beispiel Ihr Name, Ihre E-Mail-Adresse oder die IP-Adresse Ihres Geräts.',
              'Sie können unsere Website besuchen, ohne Angaben zu Ihrer Person zu machen. Wir verarbeiten personenbezogene Daten nur, soweit dies für die Bereitstellung einer funktionsfähigen und sicheren Website, für die Beantwortung Ihrer Anfragen und für die Durchführung von Bewerbungsverfahren erforderlich ist. Nutzungsprofile erstellen wir nicht.',
            ],
          },
          {
            id: 'legal-bases',
            heading: '3.2 Rechtsgrundlagen',
            body: [
              'Wir verarbeiten personenbezogene Daten nur, wenn eine der folgenden Rechtsgrundlagen dies erlaubt. Bei jeder Verarbeitung in dieser Datenschutzerklärung nennen wir die jeweils einschlägige Grundlage.',
              {
                list: [
                  'Art. 6 Abs. 1 lit. a DSGVO: Sie haben in die Verarbeitung Ihrer Daten für einen oder mehrere bestimmte Zwecke eingewilligt.',
                  'Art. 6 Abs. 1 lit. b DSGVO: Die Verarbeitung ist für die Erfüllung eines Vertrags mit Ihnen oder zur Durchführung vorvertraglicher Maßnahmen erforderlich, die auf Ihre Anfrage erfolgen.',
                  'Art. 6 Abs. 1 lit. c DSGVO: Die Verarbeitung ist zur Erfüllung einer rechtlichen Verpflichtung erforderlich, der wir unterliegen, etwa handels- und steuerrechtlicher Aufbewahrungspflichten.',
                  'Art. 6 Abs. 1 lit. f DSGVO: Die Verarbeitung ist zur Wahrung unserer berechtigten Interessen oder der eines Dritten erforderlich, sofern nicht Ihre Interessen, Grundrechte und Grundfreiheiten überwiegen.',
                ],
              },
              'Für die Verarbeitung von Bewerberdaten gilt ergänzend § 26 BDSG in Verbindung mit Art. 88 DSGVO (siehe Abschnitt 7).',
            ],
          },
          {
            id: 'recipients',
            heading: '3.3 Empfänger und Übermittlung in Drittländer',
            body: [
              'Innerhalb unseres Unternehmens erhalten nur die Personen Zugriff auf Ihre Daten, die sie für ihre Aufgaben benötigen. An Dritte geben wir personenbezogene Daten nur weiter, wenn eine Rechtsgrundlage dies erlaubt, etwa an Steuerberater, Wirtschaftsprüfer oder Behörden im Rahmen gesetzlicher Pflichten.',
              'Beim Betrieb unseres Webservers und unserer IT-Systeme unterstützen uns sorgfältig ausgewählte Dienstleister mit Sitz und Rechenzentren in Deutschland. Sie sind als Auftragsverarbeiter nach Art. 28 DSGVO vertraglich an unsere Weisungen gebunden und dürfen die Daten nicht für eigene Zwecke verwenden.',
              'Eine Übermittlung personenbezogener Daten in Länder außerhalb der Europäischen Union oder des Europäischen Wirtschaftsraums (Drittländer) findet nicht statt.',
            ],
          },
          {
            id: 'retention',
            heading: '3.4 Speicherdauer und Löschung',
            body: [
              'Wir löschen personenbezogene Daten oder schränken ihre Verarbeitung ein, sobald der Zweck der Speicherung entfällt. Darüber hinaus speichern wir Daten nur, wenn gesetzliche Aufbewahrungsfristen dies vorschreiben oder die Daten zur Geltendmachung, Ausübung oder Verteidigung von Rechtsansprüchen benötigt werden. Nach Ablauf dieser Fristen werden die Daten routinemäßig gelöscht. Die konkreten Fristen nennen wir bei den einzelnen Verarbeitungen.',
            ],
          },
          {
            id: 'obligation',
            heading: '3.5 Pflicht zur Bereitstellung',
            body: [
              'Sie sind weder gesetzlich noch vertraglich verpflichtet, uns personenbezogene Daten bereitzustellen. Ohne die Verbindungsdaten, die Ihr Browser übermittelt, können wir Ihnen die Website jedoch nicht ausliefern, und ohne Ihre Kontaktdaten können wir Ihre Anfrage oder Bewerbung nicht bearbeiten.',
            ],
          },
        ],
      },
      {
        id: 'server-logs',
        heading: '4. Hosting und Server-Logdateien',
        body: [
          'Diese Website wird auf einem Webserver in einem Rechenzentrum in Deutschland betrieben. Bei jedem Aufruf einer Seite oder Datei übermittelt Ihr Browser automatisch Daten an unseren Server, die in Server-Logdateien gespeichert werden:',
          {
            list: [
              'die IP-Adresse des anfragenden Geräts,',
              'Datum und Uhrzeit des Zugriffs,',
              'die aufgerufene Seite oder Datei (URL), der HTTP-Statuscode und die übertragene Datenmenge,',
              'die Referrer-URL, also die Seite, von der aus Sie zu uns gelangt sind,',
              'der User-Agent, also Typ und Version Ihres Browsers und Betriebssystems.',
            ],
          },
          {
            terms: [
              {
                term: 'Zweck',
                description: 'Auslieferung der Website an Ihr Gerät sowie Gewährleistung der Stabilität und Sicherheit unserer Systeme, insbesondere die Erkennung, Abwehr und Aufklärung von Angriffen und Missbrauch.',
              },
              {
                term: 'Rechtsgrundlage',
                description: 'Art. 6 Abs. 1 lit. f DSGVO. Unser berechtigtes Interesse liegt in den genannten Zwecken.',
              },
              {
                term: 'Speicherdauer',
                description: 'Die Logdateien werden höchstens 3 Monate gespeichert und danach gelöscht. Einträge, deren weitere Aufbewahrung zu Beweiszwecken erforderlich ist, sind bis zur endgültigen Klärung des jeweiligen Vorfalls von der Löschung ausgenommen.',
              },
            ],
          },
          'Wir führen die Logdaten nicht mit anderen Datenquellen zusammen und werten sie nicht zu Marketingzwecken aus. Rückschlüsse auf Ihre Person ziehen wir nur, wenn konkrete Anhaltspunkte für einen Angriff auf unsere Systeme vorliegen.',
        ],
      },
      {
        id: 'contact-enquiries',
        heading: '5. Kontaktformular und Anfragen per E-Mail',
        body: [
          [
            'Sie können uns über unser ',
            { text: 'Kontaktformular', href: localizedPath('contact', 'de') },
            ' oder per E-Mail erreichen. Das Kontaktformular fragt in drei Schritten die folgenden Angaben ab:',
          ],
          {
            list: [
              'Ihren Namen,',
              'Ihr Unternehmen,',
              'Ihren Ort,',
              'Ihre E-Mail-Adresse,',
              'den Betreff (das Thema Ihrer Anfrage),',
              'Ihre Nachricht,',
              'Ihre Bestätigung, dass Sie diese Datenschutzerklärung gelesen haben und der Verarbeitung Ihrer Angaben zustimmen (Einwilligung).',
            ],
          },
          'Pflichtangaben sind im Formular als solche gekennzeichnet. Schreiben Sie uns eine E-Mail, verarbeiten wir Ihre E-Mail-Adresse, den Inhalt Ihrer Nachricht und die Angaben, die Sie uns darüber hinaus mitteilen, etwa Ihre Telefonnummer in der Signatur.',
          {
            terms: [
              {
                term: 'Zweck',
                description: 'Bearbeitung und Beantwortung Ihrer Anfrage, einschließlich Rückfragen und der Erstellung eines Angebots.',
              },
              {
                term: 'Rechtsgrundlage',
                description: 'Art. 6 Abs. 1 lit. b DSGVO, wenn Ihre Anfrage auf den Abschluss oder die Durchführung eines Vertrags gerichtet ist; im Übrigen Art. 6 Abs. 1 lit. f DSGVO, denn wir haben ein berechtigtes Interesse daran, an uns gerichtete Anfragen zu beantworten. Bei Nutzung des Kontaktformulars verarbeiten wir Ihre Angaben außerdem auf Grundlage Ihrer Einwilligung nach Art. 6 Abs. 1 lit. a DSGVO, die Sie jederzeit mit Wirkung für die Zukunft widerrufen können.',
              },
              {
                term: 'Speicherdauer',
                description: 'Wir löschen Ihre Angaben, sobald sie für die Bearbeitung nicht mehr erforderlich sind – in der Regel, wenn Ihr Anliegen abschließend geklärt ist. Führt Ihre Anfrage zu einem Geschäft, bewahren wir die handels- und steuerrechtlich relevante Korrespondenz für die gesetzlich vorgeschriebenen Fristen auf (siehe Abschnitt 6).',
              },
            ],
          },
          'Um das Formular vor automatisierten Massenanfragen zu schützen, enthält es ein für Menschen nicht sichtbares Feld, und wir begrenzen die Zahl der Anfragen, die in kurzer Zeit vom selben Anschluss eingehen können. Die dafür nötige IP-Adresse wird nur kurzzeitig verarbeitet und nicht zusammen mit Ihrer Anfrage gespeichert (Art. 6 Abs. 1 lit. f DSGVO). Ihre Angaben werden verschlüsselt übertragen und nicht an Dritte weitergegeben.',
        ],
      },
      {
        id: 'email-archive',
        heading: '6. E-Mail-Archivierung',
        body: [
          'Als Kaufleute sind wir gesetzlich verpflichtet, empfangene und versandte Handels- und Geschäftsbriefe sowie Buchungsbelege aufzubewahren (§ 257 HGB, § 147 AO). Dazu gehören auch E-Mails. Wir archivieren ein- und ausgehende geschäftliche E-Mails deshalb vollständig, unveränderbar und revisionssicher in einem E-Mail-Archiv auf unseren eigenen Systemen. Zugriff haben nur wenige, eigens dazu berechtigte Personen.',
          {
            terms: [
              {
                term: 'Zweck',
                description: 'Erfüllung der gesetzlichen Aufbewahrungspflichten und Nachweis geschäftlicher Vorgänge.',
              },
              {
                term: 'Rechtsgrundlage',
                description: 'Art. 6 Abs. 1 lit. c DSGVO in Verbindung mit § 257 HGB und § 147 AO; soweit E-Mails nicht unter diese Pflichten fallen, Art. 6 Abs. 1 lit. f DSGVO (Nachweis des Geschäftsverkehrs und Verteidigung gegen Rechtsansprüche).',
              },
              {
                term: 'Speicherdauer',
                description: 'Bis zu 10 Jahre. Die gesetzlichen Fristen betragen je nach Art der Unterlage sechs, acht oder zehn Jahre und beginnen mit dem Ende des Kalenderjahres, in dem die E-Mail eingegangen oder versandt worden ist. Nach Ablauf der Frist werden die E-Mails automatisch gelöscht.',
              },
            ],
          },
          'Nicht archiviert werden E-Mails an unser Bewerbungspostfach; für sie gelten die Löschfristen in Abschnitt 7.',
        ],
      },
      {
        id: 'applications',
        heading: '7. Bewerbungen per E-Mail',
        body: [
          [
            'Bewerbungen auf eine ausgeschriebene Stelle, einen Ausbildungsplatz oder initiativ nehmen wir ausschließlich per E-Mail an ',
            mailLink(company.applicationsEmail),
            ' entgegen. ',
            { strong: 'Bitte senden Sie Ihre Unterlagen ausschließlich als PDF-Dateien.' },
            ' Aus Sicherheitsgründen öffnen wir keine anderen Formate: Gezippte oder anderweitig komprimierte Dateien (etwa .zip oder .rar) sowie Dateien in anderen Formaten werden ungeöffnet gelöscht.',
          ],
          'Wir verarbeiten die Daten, die Sie uns mit Ihrer Bewerbung übermitteln: Ihre Kontaktdaten, Anschreiben, Lebenslauf, Zeugnisse und Nachweise sowie alle weiteren Angaben, die Sie uns mitteilen. Besondere Kategorien personenbezogener Daten, etwa Angaben zu einer Schwerbehinderung, verarbeiten wir nur, wenn Sie sie uns freiwillig mitteilen und soweit dies für das Bewerbungsverfahren erforderlich ist (Art. 9 Abs. 2 lit. b DSGVO in Verbindung mit § 26 Abs. 3 BDSG).',
          {
            terms: [
              {
                term: 'Zweck',
                description: 'Durchführung des Bewerbungsverfahrens und Entscheidung über die Begründung eines Beschäftigungs- oder Ausbildungsverhältnisses.',
              },
              {
                term: 'Rechtsgrundlage',
                description: '§ 26 Abs. 1 BDSG in Verbindung mit Art. 88 DSGVO sowie Art. 6 Abs. 1 lit. b DSGVO (Anbahnung eines Beschäftigungsverhältnisses).',
              },
              {
                term: 'Empfänger',
                description: 'Ausschließlich die am Verfahren beteiligten Personen: die Personalabteilung, die Führungskräfte der Fachabteilung und, soweit gesetzlich vorgesehen, der Betriebsrat.',
              },
              {
                term: 'Speicherdauer',
                description: 'Kommt es nicht zu einer Einstellung, löschen wir Ihre Unterlagen 6 Monate nach Abschluss des Bewerbungsverfahrens. So können wir auf etwaige Ansprüche nach dem Allgemeinen Gleichbehandlungsgesetz (AGG) reagieren (Art. 6 Abs. 1 lit. f DSGVO). Eine längere Aufbewahrung erfolgt nur, wenn Sie eingewilligt haben, dass wir Ihre Unterlagen für künftige Stellen berücksichtigen (Art. 6 Abs. 1 lit. a DSGVO); diese Einwilligung können Sie jederzeit widerrufen. Stellen wir Sie ein, nehmen wir Ihre Unterlagen in Ihre Personalakte auf.',
              },
            ],
          },
          'Bitte beachten Sie, dass E-Mails auf dem Übertragungsweg nur dann verschlüsselt sind, wenn auch Ihr E-Mail-Anbieter die Transportverschlüsselung (TLS) unterstützt. Unsere Mailserver bieten sie stets an.',
        ],
      },
      {
        id: 'cookies',
        heading: '8. Cookies',
        body: [
          'Cookies sind kleine Textdateien, die Ihr Browser auf Ihrem Gerät speichert. Beim Besuch unserer Website setzen wir keine Cookies: keinen Sprach-Cookie – die Sprache einer Seite ergibt sich allein aus ihrer Adresse (Deutsch ohne Zusatz, Englisch unter „/en/“) – und keine Cookies zu Analyse-, Marketing- oder Trackingzwecken. Deshalb zeigen wir auch kein Cookie-Banner.',
          'Einen Cookie erhalten nur Personen, die für uns die Inhalte der Website pflegen, und nur, wenn sie aus unserem Redaktionssystem die Vorschau eines noch nicht veröffentlichten Beitrags öffnen. Besucherinnen und Besucher unserer Website erhalten ihn nie.',
          {
            terms: [
              { term: 'Name', description: '__prerender_bypass' },
              { term: 'Anbieter', description: `${company.legalName} (eigener Cookie dieser Website)` },
              { term: 'Zweck', description: 'Schaltet die Vorschau noch nicht veröffentlichter Inhalte frei, solange sie geöffnet ist.' },
              { term: 'Inhalt', description: 'Ein von der Website erzeugter Schlüssel, keine Angaben zur Person und keine Kennung, mit der jemand wiedererkannt werden könnte.' },
              { term: 'Speicherdauer', description: 'Bis die Vorschau beendet wird, spätestens bis zum Schließen des Browsers (Sitzungs-Cookie).' },
              { term: 'Kategorie', description: 'Unbedingt erforderlich' },
            ],
          },
          'Rechtsgrundlage für das Speichern und Auslesen dieses Cookies ist § 25 Abs. 2 Nr. 2 TDDDG: Ohne ihn kann die Website die ausdrücklich aufgerufene Vorschau nicht anzeigen.',
          'Kann Ihr Browser nach einer Aktualisierung unserer Website ein Skript einer bereits geöffneten Seite nicht mehr laden, lädt er die Seite einmal neu. Damit das nicht fortwährend geschieht, hält er den Zeitpunkt dieses Neuladens im Sitzungsspeicher des Browsers (sessionStorage) fest. Der Eintrag enthält nur diese Uhrzeit, wird nicht an uns übertragen und beim Schließen des Tabs gelöscht. Auch er ist nach § 25 Abs. 2 Nr. 2 TDDDG unbedingt erforderlich, damit die von Ihnen aufgerufene Seite angezeigt werden kann.',
          'Sie können Cookies und gespeicherte Websitedaten in den Einstellungen Ihres Browsers jederzeit löschen und ihre Speicherung generell verhindern. Unsere Website bleibt für Sie dann vollständig nutzbar.',
        ],
      },
      {
        id: 'no-third-parties',
        heading: '9. Kein Tracking, keine Dienste Dritter',
        body: [],
        subsections: [
          {
            id: 'no-tracking',
            heading: '9.1 Keine Analyse- und Trackingdienste',
            body: [
              'Wir setzen keine Webanalyse, kein Tracking und keine Dienste Dritter ein: keine Analysewerkzeuge, keine Werbe- oder Remarketing-Dienste, keine Social-Media-Plugins und keine eingebetteten Karten oder Videoplattformen. Wir verwenden weder Zählpixel noch Fingerprinting oder vergleichbare Techniken, erstellen keine Nutzungsprofile und geben keine Daten zu Werbezwecken weiter.',
            ],
          },
          {
            id: 'self-hosted',
            heading: '9.2 Schriftarten und Medien vom eigenen Server',
            body: [
              'Alle Bestandteile dieser Website – Schriftarten, Bilder, Illustrationen, Videos, Untertitel und Dokumente zum Download – liefern wir von unserem eigenen Server aus. Beim Aufruf unserer Seiten stellt Ihr Browser keine Verbindung zu Servern anderer Anbieter her: Es werden weder Schriftarten von externen Schriftdiensten noch Inhalte über Content-Delivery-Networks nachgeladen. Ihre IP-Adresse erreicht deshalb keinen Dritten.',
            ],
          },
          {
            id: 'external-links',
            heading: '9.3 Links zu anderen Websites',
            body: [
              'Einige Seiten verlinken auf andere Websites, etwa auf die Website der Datenschutzaufsichtsbehörde oder auf unser externes Hinweisgebersystem. Daten werden an deren Betreiber erst übermittelt, wenn Sie einem solchen Link folgen; von da an gilt die Datenschutzerklärung des jeweiligen Anbieters.',
            ],
          },
        ],
      },
      {
        id: 'documents',
        heading: '10. Datenschutzdokumente zum Download',
        body: [
          [
            'Ergänzende Informationen zum Datenschutz, etwa unsere Informationen nach Art. 13 und 14 DSGVO für Kunden, Lieferanten und Geschäftspartner, stellen wir als PDF zum Herunterladen bereit: ',
            { text: 'Datenschutzdokumente im Downloadbereich', href: `${localizedPath('downloads', 'de')}#miscellaneous` },
            '. Beim Herunterladen werden nur die in Abschnitt 4 beschriebenen Server-Logdaten verarbeitet.',
          ],
        ],
      },
      {
        id: 'rights',
        heading: '11. Ihre Rechte',
        body: [
          [
            'Ihnen stehen als betroffener Person die folgenden Rechte zu. Um sie auszuüben, genügt eine formlose Nachricht an ',
            mailLink(company.privacyEmail),
            ' oder an unsere Postanschrift. Wir beantworten Ihr Anliegen unverzüglich, spätestens innerhalb eines Monats (Art. 12 Abs. 3 DSGVO). Bestehen begründete Zweifel an Ihrer Identität, können wir zusätzliche Angaben anfordern, um sicherzustellen, dass wir Daten nur an die berechtigte Person herausgeben.',
          ],
        ],
        subsections: [
          {
            id: 'right-of-access',
            heading: '11.1 Auskunftsrecht (Art. 15 DSGVO)',
            body: [
              'Sie haben das Recht, eine Bestätigung darüber zu verlangen, ob wir Sie betreffende personenbezogene Daten verarbeiten. Ist das der Fall, können Sie Auskunft über diese Daten und über folgende Informationen verlangen:',
              {
                list: [
                  'die Zwecke der Verarbeitung und die Kategorien der verarbeiteten Daten,',
                  'die Empfänger oder Kategorien von Empfängern, denen die Daten offengelegt worden sind oder werden,',
                  'die geplante Speicherdauer oder, falls dies nicht möglich ist, die Kriterien für ihre Festlegung,',
                  'das Bestehen Ihrer Rechte auf Berichtigung, Löschung, Einschränkung und Widerspruch sowie Ihres Beschwerderechts,',
                  'die Herkunft der Daten, wenn wir sie nicht bei Ihnen erhoben haben.',
                ],
              },
              'Sie können außerdem eine Kopie der personenbezogenen Daten verlangen, die Gegenstand der Verarbeitung sind.',
            ],
          },
          {
            id: 'right-to-rectification',
            heading: '11.2 Recht auf Berichtigung (Art. 16 DSGVO)',
            body: [
              'Sie haben das Recht, unverzüglich die Berichtigung unrichtiger oder die Vervollständigung unvollständiger personenbezogener Daten zu verlangen, die Sie betreffen.',
            ],
          },
          {
            id: 'right-to-erasure',
            heading: '11.3 Recht auf Löschung (Art. 17 DSGVO)',
            body: [
              'Sie haben das Recht, die unverzügliche Löschung der Sie betreffenden personenbezogenen Daten zu verlangen, insbesondere wenn',
              {
                list: [
                  'die Daten für die Zwecke, für die sie erhoben wurden, nicht mehr notwendig sind,',
                  'Sie Ihre Einwilligung widerrufen und es an einer anderweitigen Rechtsgrundlage fehlt,',
                  'Sie Widerspruch gegen die Verarbeitung einlegen und keine vorrangigen berechtigten Gründe für die Verarbeitung vorliegen,',
                  'die Daten unrechtmäßig verarbeitet worden sind.',
                ],
              },
              'Das Recht auf Löschung besteht nicht, soweit die Verarbeitung zur Erfüllung einer rechtlichen Verpflichtung, etwa einer gesetzlichen Aufbewahrungspflicht, oder zur Geltendmachung, Ausübung oder Verteidigung von Rechtsansprüchen erforderlich ist. In diesen Fällen schränken wir die Verarbeitung ein, bis die Daten gelöscht werden dürfen.',
            ],
          },
          {
            id: 'right-to-restriction',
            heading: '11.4 Recht auf Einschränkung der Verarbeitung (Art. 18 DSGVO)',
            body: [
              'Sie haben das Recht, die Einschränkung der Verarbeitung zu verlangen, wenn',
              {
                list: [
                  'Sie die Richtigkeit der Daten bestreiten, für die Dauer unserer Prüfung,',
                  'die Verarbeitung unrechtmäßig ist und Sie statt der Löschung die Einschränkung verlangen,',
                  'wir die Daten nicht länger benötigen, Sie sie jedoch zur Geltendmachung, Ausübung oder Verteidigung von Rechtsansprüchen brauchen,',
                  'Sie Widerspruch eingelegt haben, solange noch nicht feststeht, ob unsere berechtigten Gründe überwiegen.',
                ],
              },
            ],
          },
          {
            id: 'right-to-data-portability',
            heading: '11.5 Recht auf Datenübertragbarkeit (Art. 20 DSGVO)',
            body: [
              'Sie haben das Recht, die personenbezogenen Daten, die Sie uns bereitgestellt haben und die wir auf Grundlage Ihrer Einwilligung oder eines Vertrags automatisiert verarbeiten, in einem strukturierten, gängigen und maschinenlesbaren Format zu erhalten oder an einen anderen Verantwortlichen übermitteln zu lassen, soweit dies technisch machbar ist.',
            ],
          },
          {
            id: 'right-to-withdraw-consent',
            heading: '11.6 Recht auf Widerruf einer Einwilligung (Art. 7 Abs. 3 DSGVO)',
            body: [
              'Haben Sie in eine Verarbeitung eingewilligt, können Sie diese Einwilligung jederzeit mit Wirkung für die Zukunft widerrufen. Die Rechtmäßigkeit der bis zum Widerruf erfolgten Verarbeitung bleibt davon unberührt. Der Widerruf ist so einfach wie die Erteilung: Eine kurze Nachricht genügt.',
            ],
          },
        ],
      },
      {
        id: 'right-to-object',
        heading: '12. Widerspruchsrecht (Art. 21 DSGVO)',
        emphasized: true,
        body: [
          [
            {
              strong:
                'Sie haben das Recht, aus Gründen, die sich aus Ihrer besonderen Situation ergeben, jederzeit gegen die Verarbeitung der Sie betreffenden personenbezogenen Daten, die aufgrund von Art. 6 Abs. 1 lit. e oder f DSGVO erfolgt, Widerspruch einzulegen; dies gilt auch für ein auf diese Bestimmungen gestütztes Profiling.',
            },
          ],
          'Legen Sie Widerspruch ein, verarbeiten wir Ihre personenbezogenen Daten nicht mehr, es sei denn, wir können zwingende schutzwürdige Gründe für die Verarbeitung nachweisen, die Ihre Interessen, Rechte und Freiheiten überwiegen, oder die Verarbeitung dient der Geltendmachung, Ausübung oder Verteidigung von Rechtsansprüchen.',
          [
            {
              strong:
                'Werden Ihre personenbezogenen Daten verarbeitet, um Direktwerbung zu betreiben, haben Sie das Recht, jederzeit Widerspruch gegen diese Verarbeitung einzulegen; danach werden Ihre Daten nicht mehr für diesen Zweck verarbeitet.',
            },
            ' Über diese Website betreiben wir keine Direktwerbung.',
          ],
          ['Der Widerspruch ist an keine Form gebunden und sollte möglichst an ', mailLink(company.privacyEmail), ' gerichtet werden.'],
        ],
      },
      {
        id: 'automated-decisions',
        heading: '13. Keine automatisierte Entscheidungsfindung',
        body: [
          'Wir setzen keine automatisierte Entscheidungsfindung einschließlich Profiling im Sinne von Art. 22 DSGVO ein. Über Ihre Anfrage oder Ihre Bewerbung entscheiden immer Menschen.',
        ],
      },
      {
        id: 'complaint',
        heading: '14. Beschwerderecht bei einer Aufsichtsbehörde',
        body: [
          'Unbeschadet eines anderweitigen verwaltungsrechtlichen oder gerichtlichen Rechtsbehelfs haben Sie das Recht auf Beschwerde bei einer Aufsichtsbehörde, insbesondere in dem Mitgliedstaat Ihres gewöhnlichen Aufenthaltsorts, Ihres Arbeitsplatzes oder des Orts des mutmaßlichen Verstoßes, wenn Sie der Ansicht sind, dass die Verarbeitung der Sie betreffenden personenbezogenen Daten gegen die DSGVO verstößt (Art. 77 DSGVO).',
          'Die für uns zuständige Aufsichtsbehörde ist:',
          {
            lines: [
              supervisoryAuthority.name,
              supervisoryAuthority.street,
              supervisoryAuthority.city,
              [{ text: 'datenschutz.hessen.de', href: supervisoryAuthority.website }],
            ],
          },
          'Wir freuen uns, wenn Sie sich mit Ihrem Anliegen zunächst an uns wenden, damit wir es schnell klären können.',
        ],
      },
      {
        id: 'security',
        heading: '15. Datensicherheit',
        body: [
          'Diese Website wird ausschließlich über eine verschlüsselte Verbindung (HTTPS mit TLS) ausgeliefert. Sie erkennen sie an „https://“ und dem Schloss-Symbol in der Adresszeile Ihres Browsers. Auch die Angaben, die Sie im Kontaktformular machen, werden so verschlüsselt übertragen.',
          'Darüber hinaus schützen wir Ihre Daten mit technischen und organisatorischen Maßnahmen nach Art. 32 DSGVO gegen zufällige oder vorsätzliche Manipulation, Verlust, Zerstörung und unbefugten Zugriff, unter anderem durch Zugriffsbeschränkungen, regelmäßige Sicherheitsaktualisierungen und Datensicherungen. Wir verbessern diese Maßnahmen fortlaufend entsprechend der technischen Entwicklung.',
        ],
      },
      {
        id: 'changes',
        heading: '16. Änderungen dieser Datenschutzerklärung',
        body: [
          'Wir passen diese Datenschutzerklärung an, wenn sich unsere Website, unsere Verarbeitungen oder die Rechtslage ändern. Es gilt jeweils die auf dieser Seite veröffentlichte Fassung.',
        ],
      },
    ],
    version: 'Stand: November 2026',
  },
  en: {
    sections: [
      {
        id: 'controller',
        heading: '1. Controller',
        body: [
          'The controller within the meaning of the General Data Protection Regulation (GDPR), the German Federal Data Protection Act (BDSG) and other data protection provisions is:',
          { lines: [company.legalName, ...postalAddressLines(address, 'en')] },
          {
            terms: [
              { term: 'Phone', description: [phoneLink(company.phone)] },
              { term: 'E-mail', description: [mailLink(company.email)] },
              { term: 'Represented by the managing directors', description: joinNames(company.managingDirectors, 'en') },
            ],
          },
          'The controller is the legal person which, alone or jointly with others, determines the purposes and means of the processing of personal data (Article 4(7) GDPR).',
        ],
      },
      {
        id: 'data-protection-contact',
        heading: '2. Data protection contact',
        body: [
          [
            'For all questions about data protection and about exercising your rights, you can reach our data protection coordinator at ',
            mailLink(company.privacyEmail),
            ' or by post at the address above, marked “Data protection”. We treat your enquiry confidentially.',
          ],
        ],
      },
      {
        id: 'general',
        heading: '3. General information on data processing',
        body: [],
        subsections: [
          {
            id: 'scope',
            heading: '3.1 Scope of processing',
            body: [
              'Personal data means any information relating to an identified or identifiable natural person (Article 4(1) GDPR), for example your name, your e-mail address or the IP address of your device.',
              'You can visit our website without telling us who you are. We process personal data only insofar as this is necessary to provide a functioning and secure website, to answer your enquiries and to carry out application procedures. We do not create usage profiles.',
            ],
          },
          {
            id: 'legal-bases',
            heading: '3.2 Legal bases',
            body: [
              'We only process personal data where one of the following legal bases permits it. For each processing operation described in this privacy policy, we state the legal basis that applies.',
              {
                list: [
                  'Article 6(1)(a) GDPR: you have given consent to the processing of your data for one or more specific purposes.',
                  'Article 6(1)(b) GDPR: the processing is necessary for the performance of a contract with you or in order to take steps at your request prior to entering into a contract.',
                  'Article 6(1)(c) GDPR: the processing is necessary for compliance with a legal obligation to which we are subject, such as retention obligations under commercial and tax law.',
                  'Article 6(1)(f) GDPR: the processing is necessary for the purposes of our legitimate interests or those of a third party, except where such interests are overridden by your interests or fundamental rights and freedoms.',
                ],
              },
              'The processing of applicant data is additionally governed by Section 26 BDSG in conjunction with Article 88 GDPR (see section 7).',
            ],
          },
          {
            id: 'recipients',
            heading: '3.3 Recipients and transfers to third countries',
            body: [
              'Within our company, only those persons who need your data to perform their duties have access to it. We only pass personal data on to third parties where a legal basis permits this, for example to tax advisers, auditors or public authorities in the course of statutory obligations.',
              'Carefully selected service providers based in Germany, with data centres in Germany, support us in operating our web server and our IT systems. As processors under Article 28 GDPR, they are contractually bound by our instructions and may not use the data for their own purposes.',
              'Personal data is not transferred to countries outside the European Union or the European Economic Area (third countries).',
            ],
          },
          {
            id: 'retention',
            heading: '3.4 Storage period and erasure',
            body: [
              'We erase personal data or restrict its processing as soon as the purpose of storage no longer applies. Beyond that, we only keep data where statutory retention periods require it or where the data is needed to establish, exercise or defend legal claims. Once these periods have expired, the data is routinely erased. We state the specific periods for each processing operation.',
            ],
          },
          {
            id: 'obligation',
            heading: '3.5 Obligation to provide data',
            body: [
              'You are under no statutory or contractual obligation to provide us with personal data. However, without the connection data transmitted by your browser we cannot deliver the website to you, and without your contact details we cannot deal with your enquiry or application.',
            ],
          },
        ],
      },
      {
        id: 'server-logs',
        heading: '4. Hosting and server log files',
        body: [
          'This website runs on a web server in a data centre in Germany. Each time a page or file is requested, your browser automatically transmits data to our server, which is stored in server log files:',
          {
            list: [
              'the IP address of the requesting device,',
              'the date and time of access,',
              'the page or file requested (URL), the HTTP status code and the amount of data transferred,',
              'the referrer URL, i.e. the page from which you came to us,',
              'the user agent, i.e. the type and version of your browser and operating system.',
            ],
          },
          {
            terms: [
              {
                term: 'Purpose',
                description: 'Delivering the website to your device and ensuring the stability and security of our systems, in particular detecting, preventing and investigating attacks and misuse.',
              },
              {
                term: 'Legal basis',
                description: 'Article 6(1)(f) GDPR. Our legitimate interest lies in the purposes stated.',
              },
              {
                term: 'Storage period',
                description: 'The log files are stored for no longer than 3 months and then deleted. Entries that must be kept for evidence are exempt from deletion until the incident concerned has been finally resolved.',
              },
            ],
          },
          'We do not combine the log data with other data sources and do not analyse it for marketing purposes. We only draw conclusions about individuals if there are concrete indications of an attack on our systems.',
        ],
      },
      {
        id: 'contact-enquiries',
        heading: '5. Contact form and enquiries by e-mail',
        body: [
          [
            'You can reach us using our ',
            { text: 'contact form', href: localizedPath('contact', 'en') },
            ' or by e-mail. The contact form asks for the following information in three steps:',
          ],
          {
            list: [
              'your name,',
              'your company,',
              'your city,',
              'your e-mail address,',
              'the subject (the topic of your enquiry),',
              'your message,',
              'your confirmation that you have read this privacy policy and agree to the processing of your details (consent).',
            ],
          },
          'Mandatory fields are marked as such in the form. If you send us an e-mail, we process your e-mail address, the content of your message and any other details you give us, such as your phone number in the signature.',
          {
            terms: [
              {
                term: 'Purpose',
                description: 'Processing and answering your enquiry, including follow-up questions and preparing a quotation.',
              },
              {
                term: 'Legal basis',
                description: 'Article 6(1)(b) GDPR if your enquiry is aimed at concluding or performing a contract; otherwise Article 6(1)(f) GDPR, as we have a legitimate interest in answering enquiries addressed to us. When you use the contact form, we also process your details on the basis of your consent under Article 6(1)(a) GDPR, which you can withdraw at any time with effect for the future.',
              },
              {
                term: 'Storage period',
                description: 'We delete your details as soon as they are no longer needed to deal with your enquiry – as a rule, once your matter has been fully resolved. If your enquiry leads to a business transaction, we keep the correspondence relevant under commercial and tax law for the statutory periods (see section 6).',
              },
            ],
          },
          'To protect the form against automated mass submissions, it contains a field that is invisible to people, and we limit the number of enquiries that can be sent from the same connection within a short time. The IP address needed for this is processed only briefly and is not stored with your enquiry (Article 6(1)(f) GDPR). Your details are transmitted in encrypted form and are not passed on to third parties.',
        ],
      },
      {
        id: 'email-archive',
        heading: '6. E-mail archiving',
        body: [
          'As a commercial enterprise, we are required by law to keep commercial and business letters received and sent as well as accounting records (Section 257 of the German Commercial Code, HGB; Section 147 of the German Fiscal Code, AO). This includes e-mails. We therefore archive incoming and outgoing business e-mails completely, unalterably and in an audit-proof manner in an e-mail archive on our own systems. Only a small number of specifically authorised persons have access to it.',
          {
            terms: [
              {
                term: 'Purpose',
                description: 'Compliance with statutory retention obligations and documentation of business transactions.',
              },
              {
                term: 'Legal basis',
                description: 'Article 6(1)(c) GDPR in conjunction with Section 257 HGB and Section 147 AO; for e-mails not covered by these obligations, Article 6(1)(f) GDPR (documentation of business dealings and defence against legal claims).',
              },
              {
                term: 'Storage period',
                description: 'Up to 10 years. Depending on the type of document, the statutory periods are six, eight or ten years, starting at the end of the calendar year in which the e-mail was received or sent. When the period has expired, the e-mails are deleted automatically.',
              },
            ],
          },
          'E-mails to our applications mailbox are not archived; the deletion periods in section 7 apply to them.',
        ],
      },
      {
        id: 'applications',
        heading: '7. Applications by e-mail',
        body: [
          [
            'We accept applications for an advertised position, an apprenticeship or speculative applications exclusively by e-mail to ',
            mailLink(company.applicationsEmail),
            '. ',
            { strong: 'Please send your documents as PDF files only.' },
            ' For security reasons, we do not open any other formats: zipped or otherwise compressed files (such as .zip or .rar) and files in other formats are deleted unopened.',
          ],
          'We process the data you send us with your application: your contact details, cover letter, CV, references and certificates, and any other information you provide. We only process special categories of personal data, such as information on a severe disability, if you provide it voluntarily and insofar as this is necessary for the application procedure (Article 9(2)(b) GDPR in conjunction with Section 26(3) BDSG).',
          {
            terms: [
              {
                term: 'Purpose',
                description: 'Carrying out the application procedure and deciding whether to establish an employment relationship or apprenticeship.',
              },
              {
                term: 'Legal basis',
                description: 'Section 26(1) BDSG in conjunction with Article 88 GDPR and Article 6(1)(b) GDPR (steps prior to entering into an employment relationship).',
              },
              {
                term: 'Recipients',
                description: 'Only the persons involved in the procedure: the HR department, the managers of the department concerned and, where required by law, the works council.',
              },
              {
                term: 'Storage period',
                description: 'If you are not hired, we delete your documents 6 months after the end of the application procedure. This allows us to respond to any claims under the German General Equal Treatment Act (AGG) (Article 6(1)(f) GDPR). We only keep them longer if you have consented to our considering your documents for future vacancies (Article 6(1)(a) GDPR); you can withdraw this consent at any time. If we hire you, your documents are added to your personnel file.',
              },
            ],
          },
          'Please note that e-mails are only encrypted in transit if your e-mail provider also supports transport encryption (TLS). Our mail servers always offer it.',
        ],
      },
      {
        id: 'cookies',
        heading: '8. Cookies',
        body: [
          'Cookies are small text files that your browser stores on your device. We do not set any cookies when you visit our website: no language cookie – the language of a page is determined solely by its address (German without a prefix, English under “/en/”) – and no cookies for analytics, marketing or tracking. This is why we do not show a cookie banner.',
          'Only persons who maintain the content of our website for us receive a cookie, and only when they open the preview of an item not yet published from our editorial system. Visitors to our website never receive it.',
          {
            terms: [
              { term: 'Name', description: '__prerender_bypass' },
              { term: 'Provider', description: `${company.legalName} (first-party cookie of this website)` },
              { term: 'Purpose', description: 'Unlocks the preview of content not yet published for as long as the preview is open.' },
              { term: 'Content', description: 'A key generated by the website, no personal details and no identifier that could be used to recognise anyone.' },
              { term: 'Storage period', description: 'Until the preview is ended, at the latest until the browser is closed (session cookie).' },
              { term: 'Category', description: 'Strictly necessary' },
            ],
          },
          'The legal basis for storing and reading this cookie is Section 25(2) no. 2 of the German Telecommunications Digital Services Data Protection Act (TDDDG): without it, the website cannot show the preview that has been explicitly requested.',
          'If, after an update of our website, your browser can no longer load a script of a page that is already open, it reloads the page once. So that this does not happen over and over, it records the time of this reload in the browser’s session storage (sessionStorage). The entry contains only this time, is not transmitted to us and is deleted when you close the tab. It, too, is strictly necessary under Section 25(2) no. 2 TDDDG so that the page you have requested can be displayed.',
          'You can delete cookies and stored website data in your browser settings at any time and prevent them from being stored altogether. Our website then remains fully usable for you.',
        ],
      },
      {
        id: 'no-third-parties',
        heading: '9. No tracking, no third-party services',
        body: [],
        subsections: [
          {
            id: 'no-tracking',
            heading: '9.1 No analytics or tracking services',
            body: [
              'We do not use web analytics, tracking or any third-party services: no analytics tools, no advertising or remarketing services, no social media plugins and no embedded maps or video platforms. We use neither tracking pixels nor fingerprinting or similar techniques, we do not create usage profiles and we do not pass on any data for advertising purposes.',
            ],
          },
          {
            id: 'self-hosted',
            heading: '9.2 Fonts and media from our own server',
            body: [
              'All components of this website – fonts, images, illustrations, videos, subtitles and documents for download – are delivered from our own server. When you open our pages, your browser does not connect to servers of any other provider: no fonts are loaded from external font services and no content is loaded via content delivery networks. Your IP address therefore does not reach any third party.',
            ],
          },
          {
            id: 'external-links',
            heading: '9.3 Links to other websites',
            body: [
              'Some pages link to other websites, for example to the website of the data protection supervisory authority or to our external whistleblowing system. Data is only transmitted to their operators when you follow such a link; from then on, the privacy policy of the respective provider applies.',
            ],
          },
        ],
      },
      {
        id: 'documents',
        heading: '10. Data protection documents for download',
        body: [
          [
            'We provide further information on data protection, such as our information under Articles 13 and 14 GDPR for customers, suppliers and business partners, as PDF files for download: ',
            { text: 'data protection documents in the downloads section', href: `${localizedPath('downloads', 'en')}#miscellaneous` },
            '. When you download them, only the server log data described in section 4 is processed.',
          ],
        ],
      },
      {
        id: 'rights',
        heading: '11. Your rights',
        body: [
          [
            'As a data subject, you have the following rights. To exercise them, an informal message to ',
            mailLink(company.privacyEmail),
            ' or to our postal address is sufficient. We will respond to your request without undue delay and in any event within one month (Article 12(3) GDPR). If we have reasonable doubts about your identity, we may ask for additional information to make sure that we only disclose data to the person entitled to it.',
          ],
        ],
        subsections: [
          {
            id: 'right-of-access',
            heading: '11.1 Right of access (Article 15 GDPR)',
            body: [
              'You have the right to obtain confirmation as to whether we process personal data concerning you. Where that is the case, you can request access to this data and to the following information:',
              {
                list: [
                  'the purposes of the processing and the categories of data processed,',
                  'the recipients or categories of recipients to whom the data has been or will be disclosed,',
                  'the envisaged storage period or, if this is not possible, the criteria used to determine it,',
                  'the existence of your rights to rectification, erasure, restriction and objection and of your right to lodge a complaint,',
                  'the source of the data if we did not collect it from you.',
                ],
              },
              'You can also request a copy of the personal data undergoing processing.',
            ],
          },
          {
            id: 'right-to-rectification',
            heading: '11.2 Right to rectification (Article 16 GDPR)',
            body: [
              'You have the right to obtain without undue delay the rectification of inaccurate personal data concerning you or the completion of incomplete personal data.',
            ],
          },
          {
            id: 'right-to-erasure',
            heading: '11.3 Right to erasure (Article 17 GDPR)',
            body: [
              'You have the right to obtain the erasure of personal data concerning you without undue delay, in particular where',
              {
                list: [
                  'the data is no longer necessary for the purposes for which it was collected,',
                  'you withdraw your consent and there is no other legal ground for the processing,',
                  'you object to the processing and there are no overriding legitimate grounds for it,',
                  'the data has been processed unlawfully.',
                ],
              },
              'The right to erasure does not apply where the processing is necessary for compliance with a legal obligation, such as a statutory retention obligation, or for the establishment, exercise or defence of legal claims. In these cases we restrict the processing until the data may be erased.',
            ],
          },
          {
            id: 'right-to-restriction',
            heading: '11.4 Right to restriction of processing (Article 18 GDPR)',
            body: [
              'You have the right to obtain restriction of processing where',
              {
                list: [
                  'you contest the accuracy of the data, for the period of our review,',
                  'the processing is unlawful and you request restriction instead of erasure,',
                  'we no longer need the data, but you require it for the establishment, exercise or defence of legal claims,',
                  'you have objected to the processing, pending verification of whether our legitimate grounds override yours.',
                ],
              },
            ],
          },
          {
            id: 'right-to-data-portability',
            heading: '11.5 Right to data portability (Article 20 GDPR)',
            body: [
              'You have the right to receive the personal data you have provided to us and that we process by automated means on the basis of your consent or a contract in a structured, commonly used and machine-readable format, or to have it transmitted to another controller where technically feasible.',
            ],
          },
          {
            id: 'right-to-withdraw-consent',
            heading: '11.6 Right to withdraw consent (Article 7(3) GDPR)',
            body: [
              'If you have consented to processing, you can withdraw this consent at any time with effect for the future. This does not affect the lawfulness of the processing carried out before the withdrawal. Withdrawing consent is as easy as giving it: a short message is sufficient.',
            ],
          },
        ],
      },
      {
        id: 'right-to-object',
        heading: '12. Right to object (Article 21 GDPR)',
        emphasized: true,
        body: [
          [
            {
              strong:
                'You have the right to object at any time, on grounds relating to your particular situation, to the processing of personal data concerning you which is based on Article 6(1)(e) or (f) GDPR, including profiling based on those provisions.',
            },
          ],
          'If you object, we will no longer process your personal data unless we can demonstrate compelling legitimate grounds for the processing which override your interests, rights and freedoms, or the processing serves the establishment, exercise or defence of legal claims.',
          [
            {
              strong:
                'Where your personal data is processed for direct marketing purposes, you have the right to object at any time to this processing; your data will then no longer be processed for this purpose.',
            },
            ' We do not carry out direct marketing via this website.',
          ],
          ['No particular form is required for an objection; it should preferably be sent to ', mailLink(company.privacyEmail), '.'],
        ],
      },
      {
        id: 'automated-decisions',
        heading: '13. No automated decision-making',
        body: [
          'We do not use automated decision-making, including profiling, within the meaning of Article 22 GDPR. Decisions on your enquiry or your application are always made by people.',
        ],
      },
      {
        id: 'complaint',
        heading: '14. Right to lodge a complaint with a supervisory authority',
        body: [
          'Without prejudice to any other administrative or judicial remedy, you have the right to lodge a complaint with a supervisory authority, in particular in the Member State of your habitual residence, place of work or place of the alleged infringement, if you consider that the processing of personal data relating to you infringes the GDPR (Article 77 GDPR).',
          'The supervisory authority responsible for us is:',
          {
            lines: [
              `${supervisoryAuthority.name} (Hessian Commissioner for Data Protection and Freedom of Information)`,
              supervisoryAuthority.street,
              `${supervisoryAuthority.city}, Germany`,
              [{ text: 'datenschutz.hessen.de', href: supervisoryAuthority.website }],
            ],
          },
          'We would appreciate it if you contacted us first, so that we can resolve your concern quickly.',
        ],
      },
      {
        id: 'security',
        heading: '15. Data security',
        body: [
          'This website is delivered exclusively via an encrypted connection (HTTPS with TLS). You can recognise it by “https://” and the padlock symbol in your browser’s address bar. The details you enter in the contact form are also transmitted in encrypted form in this way.',
          'In addition, we protect your data with technical and organisational measures under Article 32 GDPR against accidental or deliberate manipulation, loss, destruction and unauthorised access, including access restrictions, regular security updates and backups. We continuously improve these measures in line with technological developments.',
        ],
      },
      {
        id: 'changes',
        heading: '16. Changes to this privacy policy',
        body: [
          'We amend this privacy policy when our website, our processing operations or the legal situation change. The version published on this page applies in each case.',
        ],
      },
    ],
    version: 'Version: November 2026',
  },
});
