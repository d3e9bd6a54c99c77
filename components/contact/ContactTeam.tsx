import { getTranslations } from 'next-intl/server';
import { Section } from '@/components/blocks/Section';
import { initialsOf, jobRoles, type ContactPerson } from '@/lib/content/contact-person';
import styles from './ContactTeam.module.scss';

/** The management team and the direct contacts of sales and purchasing, grouped by job role. */
export async function ContactTeam({ people }: { people: readonly ContactPerson[] }) {
  const t = await getTranslations('Contact');
  return (
    <Section id="contact-team" heading={t('teamHeading')} lead={t('teamLead')} tone="muted">
      {jobRoles.map((role) => {
        const members = people.filter((person) => person.jobRole === role);
        if (members.length === 0) return null;
        return (
          <div key={role} className={styles.group}>
            <h3 className={styles.groupHeading}>{t(`roles.${role}`)}</h3>
            <ul className={styles.people}>
              {members.map((person) => (
                <li key={person.email} className={styles.person}>
                  <span className={styles.initials} aria-hidden="true">
                    {initialsOf(person.name)}
                  </span>
                  <div>
                    <p className={styles.name}>{person.name}</p>
                    <p className={styles.position}>{person.position}</p>
                    <p className={styles.responsibility}>{person.responsibility}</p>
                    <p className={styles.channels}>
                      <a href={`tel:${person.phone.replaceAll(' ', '')}`} aria-label={t('callPerson', { name: person.name, phone: person.phone })}>
                        {person.phone}
                      </a>
                      <a href={`mailto:${person.email}`} aria-label={t('mailPerson', { name: person.name, email: person.email })}>
                        {person.email}
                      </a>
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </Section>
  );
}
