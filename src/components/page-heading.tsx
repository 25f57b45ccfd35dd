import { paths } from '../shared/routes';
import { useMessages } from '../i18n/messages';
import { Breadcrumb, type Crumb } from './breadcrumb';
import { PageMeta } from './page-meta';

interface PageHeadingProps {
  /** The page's title: its document title, its last crumb and, unless `heading` says otherwise, its `<h1>`. */
  title: string;
  description: string;
  heading?: string;
  /** The crumbs between Home and this page, when it sits below another. */
  via?: Crumb[];
}

/** The head of a page: its meta, the trail from Home to it, and its heading. */
export function PageHeading({ title, description, heading = title, via = [] }: PageHeadingProps) {
  const messages = useMessages();
  return (
    <>
      <PageMeta title={title} description={description} />
      <Breadcrumb
        crumbs={[{ label: messages.common.home, to: paths.home }, ...via, { label: title }]}
      />
      <h1 className="page-heading">{heading}</h1>
    </>
  );
}
