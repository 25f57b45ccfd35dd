import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { preloadOnlyWhatIsNew } from './scripts/preload-only-what-is-new.ts';
import { prerender } from './scripts/prerender.ts';

const preload = preloadOnlyWhatIsNew();

/**
 * What the browser is given. A Firebase site stores home visits as records, e-mailed by the
 * functions with their own key, so its bundle holds nothing of EmailJS: neither its ids, which
 * anyone could use to send e-mail through the centre's account, nor the code that reads them
 * (`__EMAILJS_IN_BROWSER__` in src/config/env.ts). Only a site without Firebase reads them.
 */
const browserEnv: Plugin = {
  name: 'browser-env',
  config: (config, { mode }) => {
    // The tests read both kinds of settings, whatever the developer's own .env holds.
    if (mode === 'test') return {};
    const envDir = config.envDir || config.root || process.cwd();
    const firebase = Object.entries(loadEnv(mode, envDir, 'VITE_')).some(
      ([name, value]) => name.startsWith('VITE_FIREBASE_') && value.trim() !== '',
    );
    return {
      envPrefix: firebase ? ['VITE_FIREBASE_', 'VITE_FIRESTORE_', 'VITE_SITE_'] : ['VITE_'],
      define: { __EMAILJS_IN_BROWSER__: JSON.stringify(!firebase) },
    };
  },
};

export default defineConfig({
  plugins: [browserEnv, react(), preload.plugin, prerender()],
  css: {
    preprocessorOptions: {
      scss: {
        // Bootstrap 5.3's Sass still uses @import and global functions; the warnings are theirs.
        quietDeps: true,
        silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
      },
    },
  },
  build: {
    manifest: true,
    modulePreload: { resolveDependencies: preload.resolveDependencies },
    target: 'es2022',
    rollupOptions: {
      // The pre-render runs inside the build's last callback on purpose (scripts/prerender.ts
      // times its own work), so Rolldown's report of slow plugin callbacks would name it on every
      // build and tell us nothing.
      checks: { bundlerTimings: false },
      output: {
        // The Bengali text, one chunk per namespace, named so that a test (and a reader of the
        // network panel) tells it from the English at a glance.
        chunkFileNames: ({ facadeModuleId }) =>
          facadeModuleId?.includes('/src/i18n/bn/')
            ? 'assets/bn-[name]-[hash].js'
            : 'assets/[name]-[hash].js',
      },
    },
  },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
});
