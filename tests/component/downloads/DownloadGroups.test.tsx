import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DownloadGroups } from '@/components/downloads/DownloadGroups';
import { fileSizeParts, fileTypeName, groupDownloads } from '@/components/downloads/download-groups';
import type { Download, DownloadKind } from '@/lib/cms/resources/download';
import type { Locale } from '@/lib/routing/locales';
import { messages, WithIntl } from '../support/intl';
import { stubNextConfigEnv } from '../support/next-config';

beforeEach(() => {
  stubNextConfigEnv();
});

afterEach(() => {
  vi.unstubAllEnvs();
});

const order: DownloadKind[] = ['advertising', 'certificates', 'legally', 'miscellaneous'];

function download(id: string, kind: DownloadKind, title: string, filesize: number, publishedAt: string): Download {
  return {
    id,
    locale: 'de',
    translationKey: `key-${id}`,
    title,
    description: `Beschreibung von ${title}`,
    kind,
    publishedAt,
    file: { id: `file-${id}`, url: `/media/downloads/${id}.pdf`, filename: `${id}.pdf`, mimeType: 'application/pdf', filesize },
  };
}

const records: Download[] = [
  download('terms-of-sale', 'legally', 'Allgemeine Verkaufsbedingungen', 84_321, '2026-11-02T09:00:00+01:00'),
  download('brochure', 'advertising', 'Unternehmensbroschüre', 5053, '2026-03-02T09:00:00+01:00'),
  download('iso-50001', 'certificates', 'Zertifikat ISO 50001', 2805, '2025-03-18T11:10:00+01:00'),
  download('iso-14001', 'certificates', 'Zertifikat ISO 14001', 2748, '2025-03-18T11:05:00+01:00'),
  download('terms-of-purchase', 'legally', 'Allgemeine Einkaufsbedingungen', 1_250_000, '2025-01-15'),
];

const expected: Record<Locale, { size: string; large: string; date: string; dateOnly: string; download: string; published: string }> = {
  de: { size: 'PDF, 84 kB', large: 'PDF, 1,3 MB', date: '2. November 2026', dateOnly: '15. Januar 2025', download: 'Herunterladen', published: 'Veröffentlicht am' },
  en: { size: 'PDF, 84 kB', large: 'PDF, 1.3 MB', date: 'November 2, 2026', dateOnly: 'January 15, 2025', download: 'Download', published: 'Published on' },
};

function renderGroups(locale: Locale, downloads: Download[]) {
  return render(
    <WithIntl locale={locale}>
      <DownloadGroups downloads={downloads} />
    </WithIntl>,
  );
}

describe.each<Locale>(['de', 'en'])('the downloads in %s', (locale) => {
  const text = messages[locale].Downloads;

  it('shows four sections in the fixed order, each anchored by its kind and named by its heading', () => {
    const { container } = renderGroups(locale, records);
    const sections = [...container.querySelectorAll('section')];
    expect(sections.map((section) => section.id)).toEqual(order);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(order.map((kind) => text.groups[kind].heading));
    for (const kind of order) expect(screen.getByRole('region', { name: text.groups[kind].heading })).toHaveAttribute('id', kind);
  });

  it('lists each document in its group, in the given order, with title, description, type and size, date and link', () => {
    renderGroups(locale, records);
    const certificates = within(screen.getByRole('region', { name: text.groups.certificates.heading }));
    expect(certificates.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Zertifikat ISO 50001', 'Zertifikat ISO 14001']);
    expect(certificates.getAllByRole('listitem')).toHaveLength(2);

    const legal = screen.getByRole('region', { name: text.groups.legally.heading });
    const [sale, purchase] = within(legal).getAllByRole('listitem');
    expect(sale).toBeDefined();
    const item = within(sale as HTMLElement);
    expect(item.getByRole('heading', { level: 3, name: 'Allgemeine Verkaufsbedingungen' })).toBeInTheDocument();
    expect(item.getByText('Beschreibung von Allgemeine Verkaufsbedingungen')).toBeInTheDocument();
    expect(sale).toHaveTextContent(expected[locale].size);
    expect(sale).toHaveTextContent(`${expected[locale].published} ${expected[locale].date}`);
    const time = (sale as HTMLElement).querySelector('time');
    expect(time).toHaveAttribute('datetime', '2026-11-02T09:00:00+01:00');
    expect(time).toHaveTextContent(expected[locale].date);

    const link = item.getByRole('link');
    expect(link).toHaveAccessibleName(`${expected[locale].download}: Allgemeine Verkaufsbedingungen (${expected[locale].size})`);
    expect(link).toHaveAttribute('href', '/media/downloads/terms-of-sale.pdf');
    expect(link).toHaveAttribute('download', 'terms-of-sale.pdf');
    expect(link).toHaveAttribute('type', 'application/pdf');

    expect(purchase).toHaveTextContent(expected[locale].large);
    expect(purchase).toHaveTextContent(expected[locale].dateOnly);
  });

  it('shows the empty text of a group without documents, #miscellaneous included, and no overall notice', () => {
    const { container } = renderGroups(locale, records);
    const miscellaneous = container.querySelector('section#miscellaneous');
    expect(miscellaneous).not.toBeNull();
    expect(miscellaneous).toHaveTextContent(text.groups.miscellaneous.empty);
    expect(within(miscellaneous as HTMLElement).queryByRole('list')).toBeNull();
    expect(screen.queryByText(text.empty)).toBeNull();
    for (const kind of ['advertising', 'certificates', 'legally'] as const) expect(screen.queryByText(text.groups[kind].empty)).toBeNull();
  });

  it('shows the notice that no documents are offered, and every group with its empty text, when there are none', () => {
    const { container } = renderGroups(locale, []);
    expect(screen.getByText(locale === 'de' ? 'Derzeit werden keine Dokumente angeboten.' : 'No documents are currently offered.')).toBeInTheDocument();
    expect([...container.querySelectorAll('section')].map((section) => section.id)).toEqual(order);
    for (const kind of order) expect(screen.getByRole('region', { name: text.groups[kind].heading })).toHaveTextContent(text.groups[kind].empty);
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });
});

describe('the grouping', () => {
  it('always gives the four kinds in order and keeps the order of the documents', () => {
    const groups = groupDownloads(records);
    expect(groups.map((group) => group.kind)).toEqual(order);
    expect(groups.map((group) => group.downloads.map((entry) => entry.id))).toEqual([['brochure'], ['iso-50001', 'iso-14001'], ['terms-of-sale', 'terms-of-purchase'], []]);
    expect(groupDownloads([]).map((group) => group.downloads)).toEqual([[], [], [], []]);
  });
});

describe('the file details', () => {
  it('name the file type by MIME type, else by extension', () => {
    expect(fileTypeName({ mimeType: 'application/pdf', filename: 'x.bin' })).toBe('PDF');
    expect(fileTypeName({ mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', filename: 'x' })).toBe('DOCX');
    expect(fileTypeName({ mimeType: 'application/octet-stream', filename: 'drawing.step' })).toBe('STEP');
    expect(fileTypeName({ mimeType: 'application/x-custom', filename: 'readme' })).toBe('X-CUSTOM');
  });

  it('give the size in decimal units, rounded for reading', () => {
    expect(fileSizeParts(512)).toEqual({ value: 512, unit: 'byte', maximumFractionDigits: 0 });
    expect(fileSizeParts(1000)).toEqual({ value: 1, unit: 'kilobyte', maximumFractionDigits: 0 });
    expect(fileSizeParts(84_321)).toEqual({ value: 84, unit: 'kilobyte', maximumFractionDigits: 0 });
    expect(fileSizeParts(999_499)).toEqual({ value: 999, unit: 'kilobyte', maximumFractionDigits: 0 });
    expect(fileSizeParts(1_250_000)).toEqual({ value: 1.25, unit: 'megabyte', maximumFractionDigits: 1 });
  });
});
