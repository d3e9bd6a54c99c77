/**
 * A formatted date as one unit that a line never breaks inside: its spaces become no-break spaces, so
 * `1. September 2026` or `September 1, 2026` is never split across two lines on a narrow screen. Every
 * date the site formats in code goes through it.
 */
export function dateOnOneLine(formatted: string): string {
  return formatted.replace(/ /g, '\u00a0');
}
