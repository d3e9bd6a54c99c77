import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FullscreenVideo } from '@/components/blocks/FullscreenVideo';
import { home } from '@/content/home';
import { WithIntl } from '../support/intl';

describe('FullscreenVideo', () => {
  it('is a section named by its heading, with the film, its poster, controls and both caption tracks', () => {
    const { film } = home.en;
    const { container } = render(
      <WithIntl locale="en">
        <FullscreenVideo id="company-film" heading={film.heading} lead={film.lead} video={film.video} />
      </WithIntl>,
    );
    expect(screen.getByRole('region', { name: film.heading })).toHaveAttribute('id', 'company-film');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(film.heading);
    const video = container.querySelector('video')!;
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('poster', '/media/home/company-film-poster.webp');
    expect(video).toHaveAccessibleName(film.video.title);
    expect([...video.querySelectorAll('track')].map((track) => [track.getAttribute('srclang'), track.getAttribute('src')])).toEqual([
      ['de', '/media/home/company-film-de.vtt'],
      ['en', '/media/home/company-film-en.vtt'],
    ]);
  });
});
