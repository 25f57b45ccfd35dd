import type { BengaliShared } from '../catalogue-types';
import { common } from './common';
import { layout } from './layout';
import { site } from './site';

/**
 * The Bengali every page needs: the header, footer and shared words, and the site's own words.
 * One small chunk, loaded only when a visitor reads Bengali (src/i18n/language.tsx); each page's
 * own namespace (./home, ./catalogue…) is a chunk of its own, loaded with the page.
 */
export const bengaliShared: BengaliShared = { messages: { common, layout }, site };
