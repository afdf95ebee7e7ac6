import { pageTitle } from '@/config/site';

type PageMetaProps = {
  /** The page's own name; omit on the home page. */
  title?: string;
  description: string;
};

/**
 * Document metadata for a screen. React 19 hoists <title> and <meta> into <head>.
 * The SEO work extends this (canonical, Open Graph, Twitter) in one place.
 */
export function PageMeta({ title, description }: PageMetaProps) {
  return (
    <>
      <title>{pageTitle(title)}</title>
      <meta name="description" content={description} />
    </>
  );
}
