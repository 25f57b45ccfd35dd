import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { VideoCard, Videos } from '../../../../src/features/landing/videos';
import { renderInRouter } from '../../../support/render';

describe('a landing-page video', () => {
  it('shows a poster and loads the player only when asked', async () => {
    const user = userEvent.setup();
    render(
      <VideoCard youTubeId="abc123" title="Our centre" poster="/images/videos/centre-tour.webp" />,
    );
    expect(document.querySelector('iframe')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Play video: Our centre' }));
    const player = screen.getByTitle('Our centre');
    expect(player).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/abc123?autoplay=1&rel=0',
    );
    expect(player).toHaveFocus();
  });

  it('shows only the videos that have an id, under the section heading', () => {
    renderInRouter(
      <Videos
        videos={[
          {
            youTubeId: '',
            title: 'Home collection',
            poster: '/images/videos/home-collection.webp',
          },
          { youTubeId: 'abc123', title: 'Tour', poster: '/images/videos/centre-tour.webp' },
        ]}
      />,
    );
    const section = screen.getByRole('region', { name: 'Watch and know us' });
    expect(within(section).getAllByRole('button', { name: /^Play video: / })).toHaveLength(1);
  });
});
