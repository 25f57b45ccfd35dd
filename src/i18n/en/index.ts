import type { babyGuide } from './baby-guide';
import type { catalogue } from './catalogue';
import { common } from './common';
import type { contact } from './contact';
import type { doctors } from './doctors';
import type { forms } from '../../shared/i18n/en/forms';
import type { handOver } from '../../shared/i18n/en/hand-over';
import type { home } from './home';
import type { info } from './info';
import type { item } from './item';
import type { landing } from './landing';
import { layout } from './layout';
import type { packages } from './packages';

/**
 * The strings every page needs (header, footer, shared words). They ship in the first load; each
 * page's own namespace (catalogue, packages…) is imported by that page, so it ships in the page's
 * chunk instead.
 */
export const shared = { common, layout };

/** The whole English message catalogue, by namespace; a second language must match it. */
export interface Messages {
  common: typeof common;
  layout: typeof layout;
  home: typeof home;
  info: typeof info;
  catalogue: typeof catalogue;
  item: typeof item;
  doctors: typeof doctors;
  packages: typeof packages;
  contact: typeof contact;
  forms: typeof forms;
  handOver: typeof handOver;
  landing: typeof landing;
  babyGuide: typeof babyGuide;
}
