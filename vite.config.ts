import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { preloadOnlyWhatIsNew } from './scripts/preload-only-what-is-new.ts';
import { prerender } from './scripts/prerender.ts';

const preload = preloadOnlyWhatIsNew();

export default defineConfig({
  plugins: [react(), preload.plugin, prerender()],
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
