import type { AppEnv } from '../../src/config/env';

/**
 * The settings of a site in Firebase mode, for component tests whose fake data source stands in
 * for Firebase: a component that words its messages by mode says what the deployed site says.
 */
export const firebaseModeEnv: AppEnv = {
  firebase: {
    apiKey: 'key',
    authDomain: '',
    projectId: 'demo-lab-site',
    storageBucket: '',
    messagingSenderId: '',
    appId: 'app',
    firestoreEmulatorHost: '',
    authEmulatorHost: '',
  },
  emailJs: null,
};
