import type { BengaliCatalogue } from '../catalogue-types';
import type { Messages } from '../en';
import { catalogue } from './catalogue';
import { common } from './common';
import { contact } from './contact';
import { home } from './home';
import { info } from './info';
import { landing } from './landing';
import { layout } from './layout';
import { packages } from './packages';
import { site } from './site';

/**
 * The whole Bengali catalogue. `Messages` makes it match the English one key for key; it is one
 * chunk, loaded only when a visitor chooses Bengali (src/i18n/language.tsx).
 */
export const bn: Messages = { common, layout, home, info, catalogue, packages, contact, landing };

export const bengaliCatalogue: BengaliCatalogue = { messages: bn, site };
