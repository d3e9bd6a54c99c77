import { describe, expect, it } from 'vitest';
import { company } from '@/content/company';
import { contactPersons } from '@/content/contact-persons';
import { initialsOf, jobRoles } from '@/lib/content/contact-person';

describe('the contact persons', () => {
  it('cover every job role of the specification, in both languages alike', () => {
    for (const locale of ['de', 'en'] as const) {
      expect(new Set(contactPersons[locale].map((person) => person.jobRole))).toEqual(new Set(jobRoles));
    }
    expect(contactPersons.en.map((person) => [person.name, person.jobRole, person.phone, person.email])).toEqual(
      contactPersons.de.map((person) => [person.name, person.jobRole, person.phone, person.email]),
    );
  });

  it('name the managing directors of the imprint as the management', () => {
    expect(contactPersons.de.filter((person) => person.jobRole === 'management').map((person) => person.name)).toEqual(company.managingDirectors);
  });

  it('show initials where there is no portrait', () => {
    expect(initialsOf('Dr. Katrin Albers')).toBe('KA');
    expect(initialsOf('Elena Schäfer')).toBe('ES');
    expect(initialsOf('Madonna')).toBe('M');
  });
});
