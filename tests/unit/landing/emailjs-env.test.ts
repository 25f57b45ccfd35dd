import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../../src/config/env';

const emailJs = {
  VITE_EMAILJS_SERVICE_ID: 'service_lab',
  VITE_EMAILJS_TEMPLATE_ID: 'template_visit',
  VITE_EMAILJS_PUBLIC_KEY: 'public-key',
};

describe('the EmailJS settings', () => {
  it('are off when none is set, so requests stay in the browser', () => {
    expect(parseEnv({}).emailJs).toBeNull();
    expect(parseEnv({ VITE_EMAILJS_SERVICE_ID: '  ' }).emailJs).toBeNull();
  });

  it('are read, trimmed, when all three are set', () => {
    expect(parseEnv({ ...emailJs, VITE_EMAILJS_PUBLIC_KEY: ' public-key ' }).emailJs).toEqual({
      serviceId: 'service_lab',
      templateId: 'template_visit',
      publicKey: 'public-key',
    });
  });

  it('fail loudly, naming the missing ones, when only some are set', () => {
    expect(() => parseEnv({ VITE_EMAILJS_SERVICE_ID: 'service_lab' })).toThrow(
      /VITE_EMAILJS_TEMPLATE_ID, VITE_EMAILJS_PUBLIC_KEY/,
    );
  });

  it('do not depend on Firebase being configured', () => {
    const env = parseEnv({
      ...emailJs,
      VITE_FIREBASE_API_KEY: 'key',
      VITE_FIREBASE_PROJECT_ID: 'demo-lab',
      VITE_FIREBASE_APP_ID: '1:2:web:3',
    });
    expect(env.emailJs?.serviceId).toBe('service_lab');
    expect(env.firebase?.projectId).toBe('demo-lab');
  });
});
