import { useFormatter, useTranslations } from 'next-intl';
import { ButtonLink } from '@/components/action/ButtonLink';
import { Section } from '@/components/blocks/Section';
import type { Download } from '@/lib/cms/resources/download';
import { dateOnOneLine } from '@/lib/i18n/date-on-one-line';
import { fileSizeParts, fileTypeName, groupDownloads } from './download-groups';
import styles from './DownloadGroups.module.scss';

/**
 * The documents offered for download, in four sections by kind (advertising, certificates, legally,
 * miscellaneous), each anchored by its kind (`#miscellaneous`) and shown even when it is empty, with
 * its own empty text; above them the notice that no documents are offered when there are none at all.
 */
export function DownloadGroups({ downloads }: { downloads: readonly Download[] }) {
  const t = useTranslations('Downloads');
  return (
    <div className={styles.groups}>
      {downloads.length === 0 && (
        <div className={styles.notice}>
          <p className={styles.noticeText}>{t('empty')}</p>
        </div>
      )}
      {groupDownloads(downloads).map(({ kind, downloads: group }, index) => (
        <Section key={kind} id={kind} heading={t(`groups.${kind}.heading`)} lead={t(`groups.${kind}.lead`)} tone={index % 2 === 0 ? 'light' : 'muted'}>
          {group.length === 0 ? (
            <p className={styles.empty}>{t(`groups.${kind}.empty`)}</p>
          ) : (
            <ul className={styles.list}>
              {group.map((download) => (
                <li key={download.id} className={styles.item}>
                  <DownloadItem download={download} />
                </li>
              ))}
            </ul>
          )}
        </Section>
      ))}
    </div>
  );
}

/** One document: title, description, file type and size, publication date and the link to the file. */
function DownloadItem({ download }: { download: Download }) {
  const t = useTranslations('Downloads');
  const format = useFormatter();
  const { value, unit, maximumFractionDigits } = fileSizeParts(download.file.filesize);
  const details = t('fileDetails', {
    type: fileTypeName(download.file),
    size: format.number(value, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits }),
  });
  const date = dateOnOneLine(format.dateTime(new Date(download.publishedAt), { dateStyle: 'long' }));

  return (
    <>
      <svg className={styles.icon} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d="M6 2h8l6 6v14H6z" fill="currentColor" opacity="0.16" />
        <path d="M6 2h8l6 6v14H6zM14 2v6h6M9 13h6M9 17h6" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
      </svg>
      <div className={styles.body}>
        <h3 className={styles.title}>{download.title}</h3>
        <p className={styles.description}>{download.description}</p>
        <p className={styles.meta}>
          <span>{details}</span>
          <span aria-hidden="true">·</span>
          <span>{t.rich('publishedOn', { date, time: (chunks) => <time dateTime={download.publishedAt}>{chunks}</time> })}</span>
        </p>
      </div>
      <ButtonLink href={download.file.url} variant="secondary" download={download.file.filename} type={download.file.mimeType} className={styles.link}>
        {t.rich('download', {
          title: download.title,
          details,
          hidden: (chunks) => <span className={styles.visuallyHidden}>{chunks}</span>,
        })}
      </ButtonLink>
    </>
  );
}
