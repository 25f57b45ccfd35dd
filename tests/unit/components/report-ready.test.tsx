import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReportReadyAction } from '../../../src/components/report-ready';
import { renderInBengali, renderInRouter } from '../../support/render';

/**
 * "Is my report ready?": the visitor's words go into the WhatsApp message and nowhere else; the
 * site keeps nothing and sends nothing.
 */
const messageOf = (link: HTMLElement) =>
  new URL(link.getAttribute('href') ?? '').searchParams.get('text');

beforeEach(() => {
  // 27 November 2026, 23:00 in UTC: already the 28th in India.
  vi.useFakeTimers({ now: new Date('2026-11-27T23:00:00Z'), toFake: ['Date'] });
});
afterEach(() => vi.useRealTimers());

describe('the report-ready action', () => {
  it('writes the test, today’s date in India, the receipt and the first name into the message', async () => {
    const { user } = renderInRouter(<ReportReadyAction test="Lipid Profile" />);
    expect(screen.getByLabelText('Sample given on')).toHaveValue('2026-11-28');
    expect(screen.queryByLabelText('Test')).toBeNull();
    await user.type(screen.getByLabelText('Receipt number (optional)'), 'R-1042');
    await user.type(screen.getByLabelText('First name (optional)'), 'Asha');

    const whatsApp = screen.getByRole('link', { name: /Ask on WhatsApp/ });
    expect(whatsApp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    expect(messageOf(whatsApp)).toBe(
      'Hello, is my report ready? Test: Lipid Profile. Sample given on 28 November 2026. Receipt number: R-1042. Name: Asha.',
    );
    expect(screen.getByRole('link', { name: /Call to ask/ }).getAttribute('href')).toMatch(
      /^tel:\+?\d+$/,
    );
  });

  it('asks for the test where the page is about none, and leaves out what is left empty', async () => {
    const { user } = renderInRouter(<ReportReadyAction />);
    await user.type(screen.getByLabelText('Test'), 'CBC');
    await user.clear(screen.getByLabelText('Sample given on'));
    expect(messageOf(screen.getByRole('link', { name: /Ask on WhatsApp/ }))).toBe(
      'Hello, is my report ready? Test: CBC.',
    );
  });

  it('writes the message in Bengali for a Bengali reader, the date in Bengali digits', async () => {
    const { user } = await renderInBengali(<ReportReadyAction test="লিপিড প্রোফাইল" />);
    await user.type(screen.getByLabelText('আপনার নাম (না দিলেও চলবে)'), 'আশা');
    expect(messageOf(screen.getByRole('link', { name: /হোয়াটসঅ্যাপে জিজ্ঞেস করুন/ }))).toBe(
      'নমস্কার, আমার রিপোর্ট কি তৈরি হয়েছে? টেস্ট: লিপিড প্রোফাইল। নমুনা দিয়েছি ২৮ নভেম্বর ২০২৬ তারিখে। নাম: আশা।',
    );
  });

  it('sends no request of its own: the wa.me and tel: links are the only way out', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const beacon = vi.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    const xhrOpen = vi.spyOn(XMLHttpRequest.prototype, 'open');
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const { user, container } = renderInRouter(<ReportReadyAction />);
    await user.type(screen.getByLabelText('Test'), 'Thyroid profile');
    await user.type(screen.getByLabelText('Receipt number (optional)'), '77');
    await user.keyboard('{Enter}');

    expect(fetchSpy).not.toHaveBeenCalled();
    expect(beacon).not.toHaveBeenCalled();
    expect(xhrOpen).not.toHaveBeenCalled();
    expect(setItem).not.toHaveBeenCalled();
    expect(container.querySelector('form')).toBeNull();
    const ways = [...container.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    expect(ways).toHaveLength(2);
    expect(ways.every((href) => /^(https:\/\/wa\.me\/|tel:)/.test(href ?? ''))).toBe(true);
  });
});
