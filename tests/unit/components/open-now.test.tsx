import { screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetFakeSource, publishSettingsSection } from '../../support/fake-data-source';

/** The footer's "open now" line: the opening hours in India's time, with staff's notices. */
vi.mock(
  '../../../src/data/source/select-data-source',
  () => import('../../support/fake-data-source'),
);

const publishNotices = (data: Record<string, unknown>) => publishSettingsSection('notices', data);

async function showLine(language?: 'bn') {
  vi.resetModules();
  const { OpenNowLine } = await import('../../../src/components/open-now');
  const render = await import('../../support/render');
  return language === 'bn'
    ? render.renderInBengali(<OpenNowLine />)
    : render.renderInRouter(<OpenNowLine />);
}

/** Sets the clock to India's wall time (+05:30). */
const setIndiaTime = (local: string) => vi.setSystemTime(new Date(`${local}+05:30`));

// The first import of the page's modules is slow on a busy machine: done once, before the clock runs.
beforeAll(async () => {
  await import('../../../src/components/open-now');
  await import('../../support/render');
}, 20_000);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  resetFakeSource();
});

afterEach(() => vi.useRealTimers());

describe('the open-now line', () => {
  it('says the centre is open and when it closes on a weekday', async () => {
    setIndiaTime('2026-11-27T10:30');
    await showLine();
    expect(await screen.findByText('Open now · closes 8 pm')).toBeVisible();
  });

  it('says when it opens after the Sunday half day', async () => {
    setIndiaTime('2026-11-29T14:00');
    await showLine();
    expect(await screen.findByText('Closed · opens tomorrow 7 am')).toBeVisible();
  });

  it('honours a closure staff dated, naming the day it opens again', async () => {
    setIndiaTime('2026-11-27T10:30');
    publishNotices({
      puja: { start: '2026-11-27', end: '2026-11-28', text: 'Closed', kind: 'closed' },
    });
    await showLine();
    expect(await screen.findByText('Closed · opens Sunday 7 am')).toBeVisible();
  });

  it('honours changed hours, in Bengali on a Bengali page', async () => {
    setIndiaTime('2026-11-27T08:00');
    publishNotices({
      short: {
        start: '2026-11-27',
        end: '2026-11-27',
        text: 'Short day',
        kind: 'hours',
        hours: '9:30-13:00',
      },
    });
    await showLine('bn');
    expect(await screen.findByText('এখন বন্ধ · খুলবে সকাল ৯:৩০-এ')).toBeVisible();
  });

  it('is open in Bengali too', async () => {
    setIndiaTime('2026-11-27T10:30');
    await showLine('bn');
    expect(await screen.findByText('এখন খোলা · বন্ধ হবে রাত ৮টায়')).toBeVisible();
  });
});
