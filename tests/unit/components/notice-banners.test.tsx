import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSource, publishSettingsSection } from '../../support/fake-data-source';

/** The day's notices: dated by staff, worked out on the phone in India's time, dismissible. */
vi.mock(
  '../../../src/data/source/select-data-source',
  () => import('../../support/fake-data-source'),
);

const publishNotices = (data: Record<string, unknown>) => publishSettingsSection('notices', data);

const notices = {
  puja: {
    start: '2026-10-19',
    end: '2026-10-21',
    text: 'Closed for Durga Puja',
    text_bn: 'দুর্গাপুজোয় কেন্দ্র বন্ধ',
    kind: 'closed',
  },
  camp: { start: '2026-10-20', text: 'Free sugar test camp on Tuesday' },
  leave: { start: '2026-10-20', text: 'Dr. Sen is away', doctor: 'dr-a-sen' },
};

/** The banners on fresh modules, as a new visit that reads the settings afresh. */
async function showBanners(language?: 'bn') {
  vi.resetModules();
  const { NoticeBanners } = await import('../../../src/components/notice-banners');
  const render = await import('../../support/render');
  return language === 'bn'
    ? render.renderInBengali(<NoticeBanners />)
    : render.renderInRouter(<NoticeBanners />);
}

// The first import of the page's modules is slow on a busy machine: done once, before the clock runs.
beforeAll(async () => {
  await import('../../../src/components/notice-banners');
  await import('../../support/render');
}, 20_000);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  // Tuesday 20 October 2026, 10:00 in India.
  vi.setSystemTime(new Date('2026-10-20T04:30:00Z'));
});

afterEach(() => vi.useRealTimers());

describe('the day’s notices', () => {
  it('shows the centre’s notices for today, and not a doctor’s', async () => {
    publishNotices(notices);
    await showBanners();
    const region = await screen.findByRole('region', { name: 'Notices from the centre' });
    expect(within(region).getByText('Closed for Durga Puja')).toBeVisible();
    expect(within(region).getByText('Free sugar test camp on Tuesday')).toBeVisible();
    expect(within(region).queryByText('Dr. Sen is away')).toBeNull();
  });

  it('goes when dismissed, and stays away for the rest of the visit', async () => {
    publishNotices(notices);
    const { unmount } = await showBanners();
    const region = await screen.findByRole('region', { name: 'Notices from the centre' });
    const [first] = within(region).getAllByRole('button', { name: 'Dismiss this notice' });
    await userEvent.click(first!);
    expect(within(region).getAllByRole('button', { name: 'Dismiss this notice' })).toHaveLength(1);
    unmount();
    // The next page of the same visit: the module, and what was dismissed, stay.
    const { NoticeBanners } = await import('../../../src/components/notice-banners');
    const { renderInRouter } = await import('../../support/render');
    renderInRouter(<NoticeBanners />);
    const again = await screen.findByRole('region', { name: 'Notices from the centre' });
    expect(within(again).getAllByRole('button', { name: 'Dismiss this notice' })).toHaveLength(1);
  });

  it('shows nothing once a notice has ended', async () => {
    vi.setSystemTime(new Date('2026-10-27T04:30:00Z'));
    publishNotices({ puja: notices.puja });
    const { container } = await showBanners();
    await vi.waitFor(() => expect(fakeSource.readSettings).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container).toBeEmptyDOMElement();
  });

  it('keeps a long notice to one line until the visitor opens it, and closes it again', async () => {
    const long =
      'Closed on Sunday 30 November for the Bhai Phota holiday; home collection starts again on Monday at 7 am';
    publishNotices({ holiday: { start: '2026-10-20', text: long }, camp: notices.camp });
    // jsdom lays nothing out: the long notice is the one wider than its line.
    const scrollWidth = vi
      .spyOn(HTMLElement.prototype, 'scrollWidth', 'get')
      .mockImplementation(function (this: HTMLElement) {
        return this.textContent === long ? 900 : 0;
      });
    const clientWidth = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
    try {
      await showBanners();
      const region = await screen.findByRole('region', { name: 'Notices from the centre' });
      const words = within(region).getByText(long);
      expect(words).toHaveClass('notice-line');
      const more = within(region).getByRole('button', { name: 'Read more' });
      expect(more).toHaveAttribute('aria-expanded', 'false');
      expect(more).toHaveAttribute('aria-controls', words.id);
      // The short notice fits its line and has nothing to open.
      expect(within(region).getAllByRole('button', { name: 'Read more' })).toHaveLength(1);

      await userEvent.click(more);
      expect(words).not.toHaveClass('notice-line');
      const less = within(region).getByRole('button', { name: 'Show less' });
      expect(less).toHaveAttribute('aria-expanded', 'true');
      await userEvent.click(less);
      expect(words).toHaveClass('notice-line');
      expect(within(region).getByRole('button', { name: 'Read more' })).toHaveFocus();
    } finally {
      scrollWidth.mockRestore();
      clientWidth.mockRestore();
    }
  });

  it('is in Bengali on a Bengali page, and in English where staff wrote no Bengali', async () => {
    publishNotices(notices);
    await showBanners('bn');
    const region = await screen.findByRole('region', { name: 'কেন্দ্রের বিজ্ঞপ্তি' });
    expect(within(region).getByText('দুর্গাপুজোয় কেন্দ্র বন্ধ')).toBeVisible();
    expect(within(region).getByText('Free sugar test camp on Tuesday')).toHaveAttribute(
      'lang',
      'en',
    );
    expect(within(region).getAllByRole('button', { name: 'এই বিজ্ঞপ্তিটি সরান' })).toHaveLength(2);
  });
});
