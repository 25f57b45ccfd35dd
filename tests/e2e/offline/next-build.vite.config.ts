import { mergeConfig, type Plugin } from 'vite';
import site from '../../../vite.config';
import { nextBuildMark } from './offline-site';

/** The next deploy, for the offline suite: the site's own build with the footer's words changed. */
const nextBuild: Plugin = {
  name: 'lab-site:e2e-next-build',
  enforce: 'pre',
  transform: (code, id) =>
    id.endsWith('/src/i18n/en/layout.ts')
      ? code.replace("hoursHeading: 'Opening hours'", `hoursHeading: '${nextBuildMark}'`)
      : undefined,
};

export default mergeConfig(site, { plugins: [nextBuild] });
