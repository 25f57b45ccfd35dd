import { describe, expect, it } from 'vitest';
import { DEMO_SITE_URL, parseEnv, parseSiteEnv } from '../../../src/config/env';

const firebase = {
  VITE_FIREBASE_API_KEY: 'key',
  VITE_FIREBASE_PROJECT_ID: 'demo-lab',
  VITE_FIREBASE_APP_ID: '1:2:web:3',
};

describe('the environment', () => {
  it('runs on the embedded demo data when no Firebase variable is set', () => {
    expect(parseEnv({ MODE: 'production', VITE_FIREBASE_API_KEY: '  ' })).toEqual({
      firebase: null,
      emailJs: null,
    });
  });

  it('talks to Firebase when its variables are set', () => {
    expect(
      parseEnv({
        ...firebase,
        VITE_FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
        VITE_FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      }),
    ).toEqual({
      firebase: {
        apiKey: 'key',
        authDomain: '',
        projectId: 'demo-lab',
        storageBucket: '',
        messagingSenderId: '',
        appId: '1:2:web:3',
        firestoreEmulatorHost: '127.0.0.1:8080',
        authEmulatorHost: '127.0.0.1:9099',
      },
      emailJs: null,
    });
  });

  it('names the missing variables when Firebase is partly configured', () => {
    expect(() => parseEnv({ VITE_FIREBASE_PROJECT_ID: 'demo-lab' })).toThrow(
      /VITE_FIREBASE_API_KEY, VITE_FIREBASE_APP_ID/,
    );
  });

  it('rejects an emulator host that is not host:port', () => {
    expect(() => parseEnv({ ...firebase, VITE_FIRESTORE_EMULATOR_HOST: 'localhost' })).toThrow(
      /VITE_FIRESTORE_EMULATOR_HOST/,
    );
    expect(() =>
      parseEnv({ ...firebase, VITE_FIREBASE_AUTH_EMULATOR_HOST: 'http://127.0.0.1:9099' }),
    ).toThrow(/VITE_FIREBASE_AUTH_EMULATOR_HOST/);
  });
});

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

describe('where the site lives', () => {
  it('uses the demo address when none is set', () => {
    expect(parseSiteEnv({})).toEqual({ siteUrl: DEMO_SITE_URL });
  });

  it('takes the site address without a trailing slash', () => {
    expect(parseSiteEnv({ VITE_SITE_URL: ' https://www.nirnay.in/ ' }).siteUrl).toBe(
      'https://www.nirnay.in',
    );
  });

  it('refuses an address that is not one', () => {
    expect(() => parseSiteEnv({ VITE_SITE_URL: 'www.nirnay.in' })).toThrow(/VITE_SITE_URL/);
    expect(() => parseSiteEnv({ VITE_SITE_URL: 'https://x.in/?a=1' })).toThrow(/VITE_SITE_URL/);
  });
});
