import { company } from '@/content/company';
import { contactPersonsSchema } from '@/lib/content/contact-person';
import { loadLocalizedContent } from '@/lib/content/localized';

const [technicalDirector, commercialDirector] = company.managingDirectors;

/** The management team and the people customers reach directly, as the contact page lists them. */
export const contactPersons = loadLocalizedContent('content/contact-persons.ts', contactPersonsSchema, {
  de: [
    {
      name: technicalDirector,
      jobRole: 'management',
      position: 'Geschäftsführerin Technik',
      responsibility: 'Entwicklung, Werkzeugbau, Fertigung und Qualität',
      phone: '+49 2772 58 460 10',
      email: 'k.albers@lumoplast.de',
    },
    {
      name: commercialDirector,
      jobRole: 'management',
      position: 'Geschäftsführer Kaufmännischer Bereich',
      responsibility: 'Vertrieb, Finanzen, Personal und Einkauf',
      phone: '+49 2772 58 460 11',
      email: 'j.hofmann@lumoplast.de',
    },
    {
      name: 'Sabine Krämer',
      jobRole: 'keyAccountManagement',
      position: 'Key Account Managerin Kosmetik und Lebensmittel',
      responsibility: 'Serienprojekte und Rahmenverträge für Verpackungs- und Applikatorlösungen',
      phone: '+49 2772 58 460 21',
      email: 's.kraemer@lumoplast.de',
    },
    {
      name: 'Tobias Wenzel',
      jobRole: 'keyAccountManagement',
      position: 'Key Account Manager Medizintechnik und Technik',
      responsibility: 'Medizinprodukte, technische Baugruppen und Projekte im Reinraum',
      phone: '+49 2772 58 460 22',
      email: 't.wenzel@lumoplast.de',
    },
    {
      name: 'Markus Becker',
      jobRole: 'fieldSales',
      position: 'Außendienst Deutschland, Österreich, Schweiz',
      responsibility: 'Erstgespräche, Machbarkeit und Angebote für neue Kunden',
      phone: '+49 2772 58 460 31',
      email: 'm.becker@lumoplast.de',
    },
    {
      name: 'Elena Schäfer',
      jobRole: 'purchasing',
      position: 'Leiterin Einkauf',
      responsibility: 'Lieferanten für Rohstoffe, Normalien, Verpackung und Dienstleistungen',
      phone: '+49 2772 58 460 41',
      email: 'e.schaefer@lumoplast.de',
    },
  ],
  en: [
    {
      name: technicalDirector,
      jobRole: 'management',
      position: 'Managing Director, Technology',
      responsibility: 'Development, tool engineering, production and quality',
      phone: '+49 2772 58 460 10',
      email: 'k.albers@lumoplast.de',
    },
    {
      name: commercialDirector,
      jobRole: 'management',
      position: 'Managing Director, Commercial',
      responsibility: 'Sales, finance, human resources and purchasing',
      phone: '+49 2772 58 460 11',
      email: 'j.hofmann@lumoplast.de',
    },
    {
      name: 'Sabine Krämer',
      jobRole: 'keyAccountManagement',
      position: 'Key Account Manager, Cosmetics and Food',
      responsibility: 'Series projects and framework agreements for packaging and applicator solutions',
      phone: '+49 2772 58 460 21',
      email: 's.kraemer@lumoplast.de',
    },
    {
      name: 'Tobias Wenzel',
      jobRole: 'keyAccountManagement',
      position: 'Key Account Manager, Medical and Technical',
      responsibility: 'Medical devices, technical assemblies and cleanroom projects',
      phone: '+49 2772 58 460 22',
      email: 't.wenzel@lumoplast.de',
    },
    {
      name: 'Markus Becker',
      jobRole: 'fieldSales',
      position: 'Field Sales, Germany, Austria, Switzerland',
      responsibility: 'First meetings, feasibility and quotations for new customers',
      phone: '+49 2772 58 460 31',
      email: 'm.becker@lumoplast.de',
    },
    {
      name: 'Elena Schäfer',
      jobRole: 'purchasing',
      position: 'Head of Purchasing',
      responsibility: 'Suppliers of raw materials, standard mould parts, packaging and services',
      phone: '+49 2772 58 460 41',
      email: 'e.schaefer@lumoplast.de',
    },
  ],
});
