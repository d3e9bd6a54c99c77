/** A download as the downloads page shows it (`lib/cms/resources/download.ts`); the content store keeps them (`lib/content-store/`). */
export type { Download, DownloadKind } from '../cms/resources/download';
