import { company } from '@/content/company';
import { loadContent } from '@/lib/content/load-content';
import { navigationLabelsSchema } from '@/lib/content/navigation-labels';

export const navigationLabels = loadContent('content/navigation.ts', navigationLabelsSchema, {
  de: {
    competences: { label: 'Kompetenzen', overviewLabel: 'Alle Kompetenzen' },
    'competences.fromIdeaToProduct': { label: 'Von der Idee zum Produkt' },
    'competences.development': { label: 'Entwicklung' },
    'competences.engineering': { label: 'Konstruktion' },
    'competences.toolEngineering': { label: 'Werkzeugbau' },
    'competences.prototyping': { label: 'Prototyping' },
    'competences.production': { label: 'Fertigung' },
    'competences.automation': { label: 'Automatisierung' },
    'competences.logistics': { label: 'Logistik' },

    innovation: { label: 'Innovation', overviewLabel: `Innovation bei ${company.brand}` },
    'innovation.overview': { label: 'Alle Fallstudien' },
    'innovation.fragranceBottle': { label: 'Duftflakon' },
    'innovation.sfd': { label: 'Squeeze Foaming Device' },
    'innovation.sustainability': { label: 'Nachhaltigkeit' },

    industries: { label: 'Produkte & Branchen', overviewLabel: 'Unsere Produkte & Branchen' },
    'industries.overview': { label: 'Branchenübersicht' },
    'industries.cosmetic': { label: 'Kosmetik' },
    'industries.food': { label: 'Lebensmittel' },
    'industries.medicine': { label: 'Medizintechnik' },
    'industries.technicalSolutions': { label: 'Technische Lösungen' },

    careers: { label: 'Karriere', overviewLabel: `Karriere bei ${company.brand}` },
    'careers.aboutUs': { label: 'Das sind wir' },
    'careers.employeeTestimonials': { label: 'Mitarbeiterstimmen' },
    'careers.jobOffers': { label: 'Stellenangebote' },

    news: { label: 'News' },
    downloads: { label: 'Downloads' },
    contact: { label: 'Kontakt' },
  },
  en: {
    competences: { label: 'Competences', overviewLabel: 'All competences' },
    'competences.fromIdeaToProduct': { label: 'From idea to product' },
    'competences.development': { label: 'Development' },
    'competences.engineering': { label: 'Engineering' },
    'competences.toolEngineering': { label: 'Tool engineering' },
    'competences.prototyping': { label: 'Prototyping' },
    'competences.production': { label: 'Production' },
    'competences.automation': { label: 'Automation' },
    'competences.logistics': { label: 'Logistics' },

    innovation: { label: 'Innovation', overviewLabel: `Innovation at ${company.brand}` },
    'innovation.overview': { label: 'All case studies' },
    'innovation.fragranceBottle': { label: 'Fragrance bottle' },
    'innovation.sfd': { label: 'Squeeze foaming device' },
    'innovation.sustainability': { label: 'Sustainability' },

    industries: { label: 'Products & industries', overviewLabel: 'Our products & industries' },
    'industries.overview': { label: 'Industry overview' },
    'industries.cosmetic': { label: 'Cosmetics' },
    'industries.food': { label: 'Food' },
    'industries.medicine': { label: 'Medical technology' },
    'industries.technicalSolutions': { label: 'Technical solutions' },

    careers: { label: 'Careers', overviewLabel: `Careers at ${company.brand}` },
    'careers.aboutUs': { label: 'About us' },
    'careers.employeeTestimonials': { label: 'Employee testimonials' },
    'careers.jobOffers': { label: 'Job offers' },

    news: { label: 'News' },
    downloads: { label: 'Downloads' },
    contact: { label: 'Contact' },
  },
});
