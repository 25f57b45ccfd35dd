import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../../src/config/env';

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
    expect(parseEnv({ ...firebase, VITE_FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' })).toEqual({
      firebase: {
        apiKey: 'key',
        authDomain: '',
        projectId: 'demo-lab',
        storageBucket: '',
        messagingSenderId: '',
        appId: '1:2:web:3',
        firestoreEmulatorHost: '127.0.0.1:8080',
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
  });
});
