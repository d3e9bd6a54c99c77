/** Resource objects as the CMS sends them, for the tests of the client. */

export function jobResource(id: string, overrides: Record<string, unknown> = {}) {
  return {
    type: 'jobs',
    id,
    attributes: {
      locale: 'de',
      translationKey: `job-${id}`,
      slug: `verfahrensmechaniker-${id}`,
      title: 'Verfahrensmechaniker für Kunststoff- und Kautschuktechnik (m/w/d)',
      kind: 'employee',
      location: 'Werk 1',
      tasks: ['Rüsten und Einfahren von Spritzgießwerkzeugen'],
      requirements: ['Abgeschlossene Ausbildung als Verfahrensmechaniker'],
      benefits: ['30 Tage Urlaub'],
      detail: '<p>Wir suchen Verstärkung für unsere Fertigung.</p>',
      publishedAt: '2025-03-14T09:00:00Z',
      ...overrides,
    },
    links: { self: `jobs/${id}` },
  };
}

export function fileResource(id: string, attributes: Record<string, unknown> = {}) {
  return {
    type: 'files',
    id,
    attributes: { url: `https://cms.example.com/files/${id}.jpg`, filename: `${id}.jpg`, mimeType: 'image/jpeg', filesize: 48_213, ...attributes },
  };
}

export function newsResource(id: string, imageId: string, pdfId: string | null, overrides: Record<string, unknown> = {}) {
  return {
    type: 'news',
    id,
    attributes: {
      locale: 'de',
      translationKey: `news-${id}`,
      slug: `fakuma-${id}`,
      title: 'Besuchen Sie uns auf der Fakuma',
      teaser: 'Wir zeigen Mehrkomponenten-Verschlüsse aus der Serienfertigung.',
      body: '<p>Halle A5, Stand 5204.</p>',
      category: 'fair',
      publishedAt: '2025-09-01T08:00:00Z',
      imageAlt: 'Messestand mit Spritzgießmaschine',
      caseStudy: 'innovation.fragranceBottle',
      ...overrides,
    },
    relationships: {
      image: { data: { type: 'files', id: imageId }, links: { related: `news/${id}/image` } },
      articlePdf: { data: pdfId === null ? null : { type: 'files', id: pdfId } },
    },
  };
}
