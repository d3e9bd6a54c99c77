// The company as the records quote it: its data comes from content/company.ts, loaded through Vite's
// module runner, so nothing here repeats it by hand.
import { loadProjectModule } from '../project-module.mjs';

export const { company } = await loadProjectModule('content/company.ts');
const { address } = company;
export const city = address.city;

/** Name, address, phone, e-mail and website in one line, as press releases, brochures and guidelines close. */
export const contactLine = {
  de: `${company.legalName}, ${address.street}, ${address.postalCode} ${city}, Telefon ${company.phone}, E-Mail ${company.email}, ${company.website}`,
  en: `${company.legalName}, ${address.street}, ${address.postalCode} ${city}, Germany, phone ${company.phone}, e-mail ${company.email}, ${company.website}`,
};

/** Name and address, as a letterhead writes them. */
export const postal = {
  de: `${company.legalName}, ${address.street}, ${address.postalCode} ${city}`,
  en: `${company.legalName}, ${address.street}, ${address.postalCode} ${city}, Germany`,
};
