import { site } from '../shared/site';
import { telHref } from '../shared/links';
import { PhoneIcon } from './icons';

interface HelplineItemsProps {
  iconSize: number;
  itemClassName?: string;
  linkClassName?: string;
  /** A link's accessible name, where the number alone would not say what it is. */
  labelOf?: (number: string) => string;
}

/** The centre's helplines as items of the list they stand in, each a link a phone dials. */
export function HelplineItems({
  iconSize,
  itemClassName,
  linkClassName,
  labelOf,
}: HelplineItemsProps) {
  return site.helplines.map((number) => (
    <li key={number} className={itemClassName}>
      <a className={linkClassName} href={telHref(number)} aria-label={labelOf?.(number)}>
        <PhoneIcon size={iconSize} /> {number}
      </a>
    </li>
  ));
}
