import { Link } from 'react-router-dom';
import { paths } from '../../shared/routes';
import { type Messages } from '../../i18n/messages';
import { useHomeMessages } from '../../i18n/use-home-messages';

/** One home-page tile and the five of them, drawn by both the static grid and the slider. */

type TileKey = keyof Messages['home']['tiles'];

export interface Tile {
  key: TileKey;
  /** FRANCHISEE and CAREER had no page on the old site: they lead to the contact page. */
  to: string;
  icon: string;
}

// 24×24 outline icons, drawn inline so the tiles cost no request.
export const tiles: Tile[] = [
  {
    key: 'homeSample',
    to: paths.homeSampleCollection,
    icon: 'M3 11 12 4l9 7M5 10v10h14V10M10 20v-6h4v6',
  },
  {
    key: 'findTest',
    to: paths.labTests,
    icon: 'M9 3h6M10 3v6l-5 9a2 2 0 0 0 2 3h10a2 2 0 0 0 2-3l-5-9V3M7.5 14h9',
  },
  {
    key: 'appointment',
    to: paths.findDoctor,
    icon: 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5M9 15l2 2 4-4',
  },
  {
    key: 'franchisee',
    to: paths.contactUs,
    icon: 'M3 11l4-4 5 2 5-2 4 4-6 6-3-2-3 2zM7 7l5 5M12 9l5 5',
  },
  {
    key: 'career',
    to: paths.contactUs,
    icon: 'M3 8h18v12H3zM9 8V5h6v3M3 13h18',
  },
];

export function ServiceTile({ tile }: { tile: Tile }) {
  const messages = useHomeMessages();
  const { title, text } = messages.home.tiles[tile.key];
  return (
    <div className="service-tile-slot">
      <article className={`service-tile service-tile-${tile.key}`}>
        <span className="service-tile-icon" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="32" height="32" focusable="false">
            <path
              d={tile.icon}
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </span>
        <h3 className="service-tile-title">{title}</h3>
        <p className="service-tile-text">{text}</p>
        {/* Names the tile for screen readers, which list the five links out of context. */}
        <Link
          className="btn btn-primary service-tile-link"
          to={tile.to}
          aria-label={`${messages.home.clickNow}: ${title}`}
        >
          {messages.home.clickNow}
        </Link>
      </article>
    </div>
  );
}
