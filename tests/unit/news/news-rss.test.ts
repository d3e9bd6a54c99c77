import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildRssFeed, escapeXml, localeOfFeedFile, newsFeedPath, newsRssChannel, rssDate, type RssChannel } from '@/lib/news/news-rss';
import { newsItem } from './news-fixtures';

afterEach(() => {
  vi.unstubAllEnvs();
});

const channel: RssChannel = {
  title: 'News & Presse | Lumoplast',
  link: 'https://www.example.com/news/',
  description: 'Messen, Presse <und> Produkte',
  language: 'de-DE',
  self: 'https://www.example.com/rss/de.xml',
  items: [
    {
      title: 'Werkzeug "Typ A" & <Typ B>',
      link: 'https://www.example.com/news/werkzeug/?a=1&b=2',
      description: "Zwei Kavitäten, 4 Schieber – it's done",
      category: 'Produkt',
      publishedAt: '2025-05-20T09:00:00+02:00',
    },
    { title: 'Neuer', link: 'https://www.example.com/news/neu/', description: 'x', category: 'Messe', publishedAt: '2026-10-27T09:00:00+01:00' },
  ],
};

describe('the news feed', () => {
  it('lives outside the page routes, one file per language', () => {
    expect(newsFeedPath('de')).toBe('/rss/de.xml');
    expect(newsFeedPath('en')).toBe('/rss/en.xml');
    expect(localeOfFeedFile('de.xml')).toBe('de');
    expect(localeOfFeedFile('en.xml')).toBe('en');
    expect(localeOfFeedFile('fr.xml')).toBeUndefined();
    expect(localeOfFeedFile('de.rss')).toBeUndefined();
    expect(localeOfFeedFile('de')).toBeUndefined();
  });

  it('escapes the five XML characters and drops characters XML forbids', () => {
    expect(escapeXml(`a & b < c > d " e ' f`)).toBe('a &amp; b &lt; c &gt; d &quot; e &apos; f');
    expect(escapeXml('&amp;')).toBe('&amp;amp;');
    expect(escapeXml('bell\u0007 and tab\t')).toBe('bell and tab\t');
  });

  it('writes dates as RFC 822', () => {
    expect(rssDate('2025-05-20T09:00:00+02:00')).toBe('Tue, 20 May 2025 07:00:00 GMT');
    expect(rssDate('2025-03-18')).toBe('Tue, 18 Mar 2025 00:00:00 GMT');
  });

  it('builds an RSS 2.0 document with escaped text, its own address and the newest date', () => {
    const xml = buildRssFeed(channel);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
    expect(xml).toContain('<title>News &amp; Presse | Lumoplast</title>');
    expect(xml).toContain('<description>Messen, Presse &lt;und&gt; Produkte</description>');
    expect(xml).toContain('<language>de-DE</language>');
    expect(xml).toContain('<atom:link href="https://www.example.com/rss/de.xml" rel="self" type="application/rss+xml"/>');
    expect(xml).toContain('<title>Werkzeug &quot;Typ A&quot; &amp; &lt;Typ B&gt;</title>');
    expect(xml).toContain('<link>https://www.example.com/news/werkzeug/?a=1&amp;b=2</link>');
    expect(xml).toContain('<guid isPermaLink="true">https://www.example.com/news/werkzeug/?a=1&amp;b=2</guid>');
    expect(xml).toContain('<description>Zwei Kavitäten, 4 Schieber – it&apos;s done</description>');
    expect(xml).toContain('<category>Produkt</category>');
    expect(xml).toContain('<lastBuildDate>Tue, 27 Oct 2026 08:00:00 GMT</lastBuildDate>');
    expect(xml.match(/<item>/g)).toHaveLength(2);
    // No raw markup of the content survives: every < opens an element of the feed.
    expect(xml).not.toMatch(/<(?!\/?(?:\?xml|rss|channel|title|link|description|language|atom:link|lastBuildDate|item|guid|category|pubDate)\b)/);
  });

  it('has no build date and no items when there are no news', () => {
    const xml = buildRssFeed({ ...channel, items: [] });
    expect(xml).not.toContain('<item>');
    expect(xml).not.toContain('lastBuildDate');
    expect(xml).toContain('</channel>\n</rss>');
  });

  it('links the list and every article absolutely on the site origin', () => {
    vi.stubEnv('SITE_URL', 'https://www.lumoplast.de');
    const items = [newsItem(), newsItem({ id: 'n-2', slug: 'neue-650-t-spritzgiessmaschine', category: 'press' })];
    const feed = newsRssChannel(items, 'de', { title: 'News', description: 'Neuigkeiten', categoryLabel: (category) => `label:${category}` });
    expect(feed.link).toBe('https://www.lumoplast.de/news/');
    expect(feed.self).toBe('https://www.lumoplast.de/rss/de.xml');
    expect(feed.language).toBe('de-DE');
    expect(feed.items.map((item) => item.link)).toEqual([
      'https://www.lumoplast.de/news/k-2025-messe-duesseldorf/',
      'https://www.lumoplast.de/news/neue-650-t-spritzgiessmaschine/',
    ]);
    expect(feed.items[1]).toMatchObject({ category: 'label:press', description: items[1]?.teaser, title: items[1]?.title });

    const english = newsRssChannel([newsItem({ locale: 'en', slug: 'k-2025-trade-fair' })], 'en', { title: 'News', description: 'News', categoryLabel: String });
    expect(english.link).toBe('https://www.lumoplast.de/en/news/');
    expect(english.language).toBe('en-US');
    expect(english.items[0]?.link).toBe('https://www.lumoplast.de/en/news/k-2025-trade-fair/');
  });
});
