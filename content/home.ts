import { company } from '@/content/company';
import { homeSchema } from '@/lib/content/home';
import { loadLocalizedContent } from '@/lib/content/localized';

const film = {
  webm: '/media/home/company-film.webm',
  mp4: '/media/home/company-film.mp4',
  poster: '/media/home/company-film-poster.webp',
  captions: { de: '/media/home/company-film-de.vtt', en: '/media/home/company-film-en.vtt' },
  width: 960,
  height: 540,
} as const;

/** The sections of the home page below its introduction (which lives in `content/pages/`). */
export const home = loadLocalizedContent('content/home.ts', homeSchema, {
  de: {
    hero: {
      promise: 'Entwicklung, Werkzeugbau und Serienfertigung aus einer Hand – für Kosmetik, Lebensmittel, Medizin und Technik.',
      illustration: {
        src: '/media/home/injection-moulding-machine.svg',
        width: 1200,
        height: 640,
        alt: 'Zeichnung einer Spritzgießmaschine: Aus dem Trichter rieselt Kunststoffgranulat in die beheizte Plastifiziereinheit, die Schließeinheit hält das zweiteilige Werkzeug zu, und ein fertiges Kunststoffteil liegt auf dem Förderband.',
      },
    },
    project: {
      heading: 'Ein Ansprechpartner für Ihr ganzes Projekt',
      text: 'Schicken Sie uns Ihre Produktidee, eine Skizze oder fertige 3D-Daten. Wir prüfen Machbarkeit, Werkstoff und Stückzahlen und melden uns mit einem konkreten Vorschlag für Werkzeug, Fertigung und Logistik.',
    },
    valueChain: {
      heading: 'Die ganze Wertschöpfungskette unter einem Dach',
      lead: 'Sieben Kompetenzen greifen bei uns ineinander, ohne Reibungsverluste zwischen verschiedenen Zulieferern. Sie haben einen Ansprechpartner vom ersten Konzept bis zur Auslieferung.',
      steps: [
        {
          competence: 'competences.development',
          text: 'Aus Ihrer Idee entsteht ein fertigungsgerechtes Produktkonzept, mit Werkstoffauswahl und Machbarkeitsanalyse.',
        },
        {
          competence: 'competences.engineering',
          text: 'Unsere Konstrukteure erstellen 3D-Modelle und Zeichnungen, simulieren die Formfüllung und legen die Toleranzen fest.',
        },
        {
          competence: 'competences.toolEngineering',
          text: 'Im eigenen Werkzeugbau entstehen Spritzgießwerkzeuge bis hin zu Mehrkavitäten- und Mehrkomponentenwerkzeugen.',
        },
        {
          competence: 'competences.prototyping',
          text: 'Prototypen und Vorserienteile machen Form, Funktion und Montage früh prüfbar, bevor das Serienwerkzeug gebaut wird.',
        },
        {
          competence: 'competences.production',
          text: 'Die Serienfertigung läuft rund um die Uhr, mit Prozessüberwachung an jeder Maschine und dokumentierter Qualitätsprüfung.',
        },
        {
          competence: 'competences.automation',
          text: 'Roboter entnehmen, prüfen und montieren die Teile zu Baugruppen, die einbaufertig bei Ihnen ankommen.',
        },
        {
          competence: 'competences.logistics',
          text: 'Wir verpacken, lagern und liefern termingenau an Ihre Standorte, auf Wunsch just in time.',
        },
      ],
    },
    businessAreas: {
      heading: 'Vier Branchen, ein Anspruch an Präzision',
      lead: 'Ob Kosmetikverpackung, Lebensmittelverschluss, Medizinprodukt oder technisches Funktionsteil: Wir kennen die Anforderungen Ihrer Branche an Werkstoffe, Hygiene und Dokumentation.',
    },
    keyNumbers: {
      heading: `${company.brand} in Zahlen`,
      lead: `Seit der Gründung im Jahr ${company.foundedYear} ist unser Maschinenpark stetig gewachsen. Heute fertigen Maschinen bis 650 t Schließkraft für Kunden auf drei Kontinenten.`,
    },
    film: {
      heading: 'Unser Unternehmensfilm: der Weg eines Bauteils',
      lead: 'Von der Zeichnung bis zum Lkw in 18 Sekunden: Der Film zeigt, wie ein Kunststoffteil bei uns entsteht – Konstruktion, Werkzeug, Spritzgießmaschine, Roboter und Versand. Untertitel gibt es auf Deutsch und Englisch.',
      video: {
        ...film,
        title: `Unternehmensfilm von ${company.brand}: der Weg eines Kunststoffteils von der Zeichnung bis zur Auslieferung`,
      },
    },
    sustainability: {
      heading: 'Nachhaltig produzieren, messbar besser',
      lead: 'Spritzgießen braucht Energie. Deshalb erzeugen wir einen Teil davon selbst und steuern unseren Verbrauch systematisch, Maschine für Maschine.',
      points: [
        'Bis zu 20 % unseres Energiebedarfs decken wir mit eigener erneuerbarer Energie.',
        'Seit 2013 erfasst unser Energiemanagement den Verbrauch jeder Maschine und jeder Anlage.',
        'Unser Umweltmanagement ist nach ISO 14001 zertifiziert, unser Energiemanagement nach ISO 50001.',
      ],
      illustration: {
        src: '/media/home/sustainable-plant.svg',
        width: 800,
        height: 500,
        alt: 'Zeichnung des Werks mit Photovoltaikanlage auf dem Dach und einem Windrad daneben; eine Leitung führt den erzeugten Strom zu den Spritzgießmaschinen in der Halle.',
      },
    },
    brands: {
      heading: 'Unsere eigenen Produktlinien',
      lead: 'Neben der Auftragsfertigung entwickeln wir eigene Standardprodukte, die Sie ab Lager oder in Ihrer Wunschfarbe bestellen können.',
    },
  },
  en: {
    hero: {
      promise: 'Development, tooling and series production from one partner – for cosmetics, food, medical and technical products.',
      illustration: {
        src: '/media/home/injection-moulding-machine.svg',
        width: 1200,
        height: 640,
        alt: 'Drawing of an injection-moulding machine: plastic granules trickle from the hopper into the heated plasticising unit, the clamping unit holds the two-part mould shut, and a finished plastic part lies on the conveyor belt.',
      },
    },
    project: {
      heading: 'One partner for your entire project',
      text: 'Send us your product idea, a sketch or finished 3D data. We check feasibility, material and volumes and come back to you with a concrete proposal for tooling, production and logistics.',
    },
    valueChain: {
      heading: 'The entire value chain under one roof',
      lead: 'Seven competences interlock at our company, with nothing lost between different suppliers. You have one contact from the first concept to delivery.',
      steps: [
        {
          competence: 'competences.development',
          text: 'Your idea becomes a product concept designed for manufacture, including material selection and a feasibility analysis.',
        },
        {
          competence: 'competences.engineering',
          text: 'Our design engineers create 3D models and drawings, simulate mould filling and define the tolerances.',
        },
        {
          competence: 'competences.toolEngineering',
          text: 'Our in-house toolroom builds injection moulds, up to multi-cavity and multi-component tools.',
        },
        {
          competence: 'competences.prototyping',
          text: 'Prototypes and pre-series parts let you test form, function and assembly early, before the series mould is built.',
        },
        {
          competence: 'competences.production',
          text: 'Series production runs around the clock, with process monitoring on every machine and documented quality inspection.',
        },
        {
          competence: 'competences.automation',
          text: 'Robots remove, inspect and assemble the parts into assemblies that arrive ready to install.',
        },
        {
          competence: 'competences.logistics',
          text: 'We pack, store and deliver on schedule to your sites, just in time if you need it.',
        },
      ],
    },
    businessAreas: {
      heading: 'Four industries, one standard of precision',
      lead: 'Cosmetics packaging, food closures, medical devices or technical components: we know what your industry requires in terms of materials, hygiene and documentation.',
    },
    keyNumbers: {
      heading: `${company.brand} in figures`,
      lead: `Since the company was founded in ${company.foundedYear}, our machine park has grown steadily. Today, machines of up to 650 t clamping force produce for customers on three continents.`,
    },
    film: {
      heading: 'Our company film: the journey of a part',
      lead: 'From drawing to truck in 18 seconds: the film shows how a plastic part comes into being at our plant – engineering, mould, injection-moulding machine, robot and dispatch. Captions are available in German and English.',
      video: {
        ...film,
        title: `${company.brand} company film: the journey of a plastic part from the drawing to delivery`,
      },
    },
    sustainability: {
      heading: 'Producing sustainably, measurably better',
      lead: 'Injection moulding takes energy. That is why we generate part of it ourselves and manage our consumption systematically, machine by machine.',
      points: [
        'We cover up to 20 % of our energy needs with renewable energy we generate ourselves.',
        'Since 2013, our energy management has recorded the consumption of every machine and installation.',
        'Our environmental management is certified to ISO 14001 and our energy management to ISO 50001.',
      ],
      illustration: {
        src: '/media/home/sustainable-plant.svg',
        width: 800,
        height: 500,
        alt: 'Drawing of the plant with a photovoltaic system on the roof and a wind turbine beside it; a cable carries the electricity generated to the injection-moulding machines in the hall.',
      },
    },
    brands: {
      heading: 'Our own product lines',
      lead: 'Alongside contract manufacturing, we develop standard products of our own that you can order from stock or in the colour of your choice.',
    },
  },
});
