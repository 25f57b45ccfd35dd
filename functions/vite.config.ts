import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * The functions' deployable bundle, lib/index.js: the triggers with the site's own parsers
 * (src/data) built in, so the function and the pages read staff's documents the same way.
 * firebase-admin and firebase-functions stay imports: Cloud Functions installs them from
 * functions/package.json.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  logLevel: 'warn',
  build: {
    ssr: 'src/index.ts',
    outDir: 'lib',
    emptyOutDir: true,
    target: 'node22',
    minify: false,
    rollupOptions: {
      external: [/^firebase-admin(\/|$)/, /^firebase-functions(\/|$)/],
      output: { entryFileNames: 'index.js', format: 'es' },
    },
  },
});
