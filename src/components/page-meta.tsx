import { site } from '../config/site';

interface PageMetaProps {
  title: string;
  description: string;
}

/** The page's title and description; React places them in the document head. */
export function PageMeta({ title, description }: PageMetaProps) {
  return (
    <>
      <title>{`${title} | ${site.brandName}`}</title>
      <meta name="description" content={description} />
    </>
  );
}
