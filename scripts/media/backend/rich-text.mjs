// The HTML of the records' rich-text fields: a job's `detail`, a news article's `body`.
import { loadProjectModule } from '../project-module.mjs';

const { localizedPath } = await loadProjectModule('lib/routing/paths.ts');

export const p = (...parts) => `<p>${parts.join('')}</p>`;
export const h2 = (text) => `<h2>${text}</h2>`;
export const ul = (...items) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
export const strong = (text) => `<strong>${text}</strong>`;
/** A link to a page of the site, by its route id (never a path written by hand). */
export const link = (locale, id, label) => `<a href="${localizedPath(id, locale)}">${label}</a>`;
export const html = (...blocks) => blocks.join('');
