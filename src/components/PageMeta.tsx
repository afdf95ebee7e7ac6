import { useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { pageTitle, site } from '@/config/site';
import { absoluteUrl, canonicalPath, defaultShareImage } from '@/lib/seo';

type PageMetaProps = {
  /** The page's own name; omit on the home page. */
  title?: string;
  description: string;
  /** The picture for shared links (a path on the site or an absolute URL); default: the agency's share card. */
  image?: string;
  /** Open Graph type: 'article' for blog posts. */
  type?: 'website' | 'article';
  /** The canonical path; default: the current path without query or fragment. */
  path?: string;
  /** Keep the page out of search results (not-found states). Admin screens always are. */
  noindex?: boolean;
  /** An article's publication time (ISO 8601), for `article:published_time`. */
  publishedTime?: string;
};

/**
 * Document metadata for a screen: title, description, canonical URL, Open Graph and Twitter card.
 * React 19 hoists these elements into <head> (and the prerendered HTML carries them for crawlers).
 */
export function PageMeta({ title, description, image, type = 'website', path, noindex = false, publishedTime }: PageMetaProps) {
  const { pathname } = useLocation();
  const fullTitle = pageTitle(title);
  const url = absoluteUrl(canonicalPath(path ?? pathname));
  const imageUrl = absoluteUrl(image ?? defaultShareImage.path);
  const ownImage = image !== undefined;
  const hidden = noindex || pathname === paths.admin.root || pathname.startsWith(`${paths.admin.root}/`);

  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {hidden ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      <meta property="og:site_name" content={site.name} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={imageUrl} />
      {!ownImage && <meta property="og:image:width" content={String(defaultShareImage.width)} />}
      {!ownImage && <meta property="og:image:height" content={String(defaultShareImage.height)} />}
      <meta property="og:image:alt" content={ownImage ? fullTitle : defaultShareImage.alt} />
      <meta property="og:locale" content="en_IN" />
      {publishedTime && <meta property="article:published_time" content={publishedTime} />}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
    </>
  );
}
