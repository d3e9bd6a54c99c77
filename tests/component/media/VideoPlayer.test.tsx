import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { VideoPlayer } from '@/components/media/VideoPlayer';
import type { Video } from '@/lib/content/localized';
import { WithIntl } from '../support/intl';

const film: Video = {
  webm: '/media/home/company-film.webm',
  mp4: '/media/home/company-film.mp4',
  poster: '/media/home/company-film-poster.webp',
  captions: { de: '/media/home/company-film.de.vtt', en: '/media/home/company-film.en.vtt' },
  width: 960,
  height: 540,
  title: 'Film',
};

function renderPlayer(locale: 'de' | 'en') {
  const view = render(
    <WithIntl locale={locale}>
      <VideoPlayer video={film} />
    </WithIntl>,
  );
  return view.container.querySelector('video')!;
}

describe('VideoPlayer', () => {
  it('renders on the server what the browser’s first pass renders: the film and an empty status', () => {
    const server = document.createElement('div');
    server.innerHTML = renderToString(
      <WithIntl locale="de">
        <VideoPlayer video={film} />
      </WithIntl>,
    );
    const video = renderPlayer('de');
    expect(video.parentElement!.isEqualNode(server.firstElementChild)).toBe(true);
  });

  it('shows the poster, both sources and both caption tracks, the page language first by default', () => {
    const video = renderPlayer('en');
    expect(video).toHaveAttribute('poster', film.poster);
    expect([...video.querySelectorAll('source')].map((source) => source.getAttribute('src'))).toEqual([film.webm, film.mp4]);
    const tracks = [...video.querySelectorAll('track')];
    expect(tracks.map((track) => [track.getAttribute('srclang'), track.getAttribute('kind'), track.hasAttribute('default')])).toEqual([
      ['de', 'captions', false],
      ['en', 'captions', true],
    ]);
    expect(tracks.map((track) => track.getAttribute('label'))).toEqual(['German', 'English']);
  });

  it.each([
    ['de', 'Dieses Video kann in Ihrem Browser leider nicht angezeigt werden.'],
    ['en', 'Sorry, this video cannot be displayed in your browser.'],
  ] as const)('says in %s that the video cannot be displayed when no source plays', (locale, message) => {
    const video = renderPlayer(locale);
    // The status is there from the start, empty: the text is announced when it comes.
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    fireEvent.error(video.querySelectorAll('source')[1]!);
    expect(screen.getByRole('status')).toHaveTextContent(message);
  });

  it('says so too when the browser fails to decode the film', () => {
    const video = renderPlayer('de');
    fireEvent.error(video);
    expect(screen.getByRole('status')).toHaveTextContent('nicht angezeigt werden');
  });

  it('stays quiet while only the first source fails (the next one may play)', () => {
    const video = renderPlayer('de');
    fireEvent.error(video.querySelectorAll('source')[0]!);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
