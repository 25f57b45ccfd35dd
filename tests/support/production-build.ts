import { build, type InlineConfig } from 'vite';

/**
 * Builds the site as `npm run build` does, from a script that Vite's module runner loaded
 * (scripts/run-typescript.mjs): the runner sets NODE_ENV to development, which a build keeps,
 * and the site would ship React's development build, several times slower to start.
 */
export function productionBuild(config: InlineConfig) {
  process.env.NODE_ENV = 'production';
  return build({ ...config, mode: 'production' });
}
