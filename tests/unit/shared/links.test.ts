import { describe, expect, it } from 'vitest';
import { site } from '../../../src/shared/site';
import { mailtoHref, smsHref, telHref, whatsAppHref } from '../../../src/shared/links';

describe('call and chat links', () => {
  it('call the centre’s number in +91 format by default', () => {
    expect(site.centreNumber).toMatch(/^\+91[\d ]+$/);
    expect(telHref()).toBe(`tel:+91${site.centreNumber.replace(/\D/g, '').slice(2)}`);
    expect(telHref('+91 00000 01215')).toBe('tel:+910000001215');
    expect(telHref('03472 252 000')).toBe('tel:03472252000');
  });

  it('open a chat with the centre with the text "I am Interested"', () => {
    expect(whatsAppHref()).toBe(
      `https://wa.me/${site.centreNumber.replace(/\D/g, '')}?text=I%20am%20Interested`,
    );
    expect(whatsAppHref('+91 00000 01212', 'Price of CBC & ESR?')).toBe(
      'https://wa.me/910000001212?text=Price%20of%20CBC%20%26%20ESR%3F',
    );
  });

  it('write a Bengali chat text out in the page, and the browser follows the same address', () => {
    const text = 'আমি লিপিড প্রোফাইল নিয়ে আগ্রহী & ৫০%?';
    const href = whatsAppHref('+91 00000 01212', text);
    expect(href).toBe(
      'https://wa.me/910000001212?text=আমি%20লিপিড%20প্রোফাইল%20নিয়ে%20আগ্রহী%20%26%20৫০%25%3F',
    );
    expect(new URL(href).href).toBe(`https://wa.me/910000001212?text=${encodeURIComponent(text)}`);
  });

  it('write an SMS to the centre with its text, as Android takes it (RFC 5724)', () => {
    expect(smsHref('+91 00000 01212', 'Name: Mita\nTest: CBC & ESR')).toBe(
      'sms:+910000001212?body=Name%3A%20Mita%0ATest%3A%20CBC%20%26%20ESR',
    );
  });

  it('write e-mail links', () => {
    expect(mailtoHref('info@example.com')).toBe('mailto:info@example.com');
  });
});
