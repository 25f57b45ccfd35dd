import { mergeConfig, type Plugin } from 'vite';
import site from '../../../vite.config';
import { nextBuildMark, nextBuildPrice } from './offline-site';

/**
 * The next deploy, for the offline suite: the site's own build with the footer's words, in both
 * languages, and the first lab test's price changed.
 */
const nextBuild: Plugin = {
  name: 'lab-site:e2e-next-build',
  enforce: 'pre',
  transform: (code, id) => {
    if (id.endsWith('/src/i18n/en/layout.ts')) {
      return code.replace("hoursHeading: 'Opening hours'", `hoursHeading: '${nextBuildMark.en}'`);
    }
    if (id.endsWith('/src/i18n/bn/layout.ts')) {
      return code.replace("hoursHeading: 'খোলা থাকে'", `hoursHeading: '${nextBuildMark.bn}'`);
    }
    if (id.endsWith('/src/shared/demo-catalogue/lab-tests.ts')) {
      // The CBC, the list's first test: its offer moves from 10 % to 20 % off its 350.
      return code.replace(
        'mrp: 350,\n      off: 10,\n      price: 315,',
        `mrp: 350,\n      off: 20,\n      price: ${nextBuildPrice},`,
      );
    }
    return undefined;
  },
};

export default mergeConfig(site, { plugins: [nextBuild] });
