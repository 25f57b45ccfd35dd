// What src/entry-server.tsx gives, built for Node, as the pre-render and its workers use it:
// described here rather than imported, since its own types bring the browser's (it draws React
// pages), and it is loaded from the build's output by its path.
import type { BuildDataSource } from './build-data-source.ts';
import type { BuiltRoute, Language, RenderedPage } from './page-document.ts';

/** A page the build draws: its English address, its page's file, and the data it is drawn with. */
export interface PlannedPage {
  path: string;
  file: string;
  data: unknown;
  /** When what the page shows last changed (ISO), for the sitemap, where the store says. */
  lastmod?: string;
}

export interface ServerEntry {
  firebaseProject(): string | null;
  provideBuildCatalogue(source: BuildDataSource): void;
  routeFiles(): BuiltRoute[];
  languages: readonly Language[];
  /** The centre's Place ID from the published settings; '' without one. */
  readCentrePlaceId(): Promise<string>;
  centreJsonLd(language: Language, placeId: string): string;
  noScriptText(language: Language): string;
  planPages(): Promise<{ pages: PlannedPage[]; searchIndex: unknown }>;
  renderPage(page: PlannedPage, language: Language): Promise<RenderedPage>;
  renderShell(language: Language): Promise<RenderedPage>;
  renderNotFound(language: Language): Promise<RenderedPage>;
  renderOffline(language: Language): Promise<RenderedPage>;
  searchIndexFile: string;
  siteEnv: { siteUrl: string };
}
