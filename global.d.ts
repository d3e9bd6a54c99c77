import type { Locale } from '@/lib/routing/locales';
import type messages from './messages/de.json';

declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: typeof messages;
  }
}
