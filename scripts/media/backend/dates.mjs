// The dates of the records: publication times in German time, and dates as a sentence writes them.

/** ISO 8601 with the offset of German time on that day: `2026-03-10T09:00:00+01:00`. */
export function at(date, time = '09:00') {
  const probe = new Date(`${date}T${time}:00Z`);
  const zone = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', timeZoneName: 'longOffset' })
    .formatToParts(probe)
    .find((part) => part.type === 'timeZoneName')?.value;
  const offset = zone === 'GMT' ? '+00:00' : zone?.slice(3);
  if (!offset || !/^[+-]\d{2}:\d{2}$/.test(offset)) throw new Error(`no offset for ${date}`);
  return `${date}T${time}:00${offset}`;
}

/** A date as a sentence writes it: `18. März 2025`, `18 March 2025`. */
export const longDate = (iso, locale) =>
  new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Berlin' }).format(new Date(iso));
