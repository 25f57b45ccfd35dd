import { catalogue } from './catalogue';
import { common } from './common';
import { contact } from './contact';
import { home } from './home';
import { info } from './info';
import { landing } from './landing';
import { layout } from './layout';
import { packages } from './packages';

/** The English message catalogue: every string a visitor sees, by page or feature. */
export const en = { common, layout, home, info, catalogue, packages, contact, landing };
