import { paths } from '@/config/paths';
import { blogPostingJsonLd, localBusinessJsonLd, type BlogPostingSource } from '@/lib/json-ld';

/**
 * schema.org data for search engines, as an inline JSON-LD script. `<` is escaped so text from the
 * database can never close the script element.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} />;
}

/** The agency (address, phone, hours): on the home and contact pages. */
export function LocalBusinessJsonLd() {
  return <JsonLd data={localBusinessJsonLd()} />;
}

/** A blog post: headline, dates, author, image. */
export function BlogPostingJsonLd({ post }: { post: BlogPostingSource }) {
  return <JsonLd data={blogPostingJsonLd(post, paths.blogPost(post.id))} />;
}
