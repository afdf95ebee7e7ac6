import { site, telHref } from '@/config/site';
import { absoluteUrl, canonicalPath, defaultShareImage, siteUrl } from './seo';

/** The schema.org data (JSON-LD) for the agency and for blog posts; seo.ts has the URLs it builds on. */
type JsonLd = Record<string, unknown>;

const DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** 'Mon-Fri' -> Monday..Friday; 'Sat' -> Saturday. */
function expandDays(days: string): string[] {
  const indexOf = (abbreviation: string) => DAY_NAMES.findIndex((name) => name.startsWith(abbreviation.trim()));
  const [from, to = from] = days.split('-').map(indexOf);
  return from < 0 || to < from ? [] : DAY_NAMES.slice(from, to + 1);
}

/** '9:00 AM' -> '09:00'; '6:00 PM' -> '18:00'. */
function to24Hour(time: string): string | null {
  const match = /^(\d{1,2}):(\d{2})\s*(AM|PM)$/i.exec(time.trim());
  if (!match) return null;
  const hour = (Number(match[1]) % 12) + (match[3].toUpperCase() === 'PM' ? 12 : 0);
  return `${String(hour).padStart(2, '0')}:${match[2]}`;
}

/** The business hours of `site` as schema.org OpeningHoursSpecification; closed days are left out. */
export function openingHours(): JsonLd[] {
  return site.businessHours.flatMap(({ days, hours }) => {
    const [opens, closes] = hours.split('-').map(to24Hour);
    const dayOfWeek = expandDays(days);
    if (!opens || !closes || dayOfWeek.length === 0) return [];
    return [{ '@type': 'OpeningHoursSpecification', dayOfWeek, opens, closes }];
  });
}

function organization(): JsonLd {
  return { '@type': 'Organization', name: site.name, url: `${siteUrl}/`, logo: absoluteUrl('/favicon.svg') };
}

/** The agency as a LocalBusiness: name, address, phone, e-mail, hours, map position and social profiles. */
export function localBusinessJsonLd(): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${siteUrl}/#business`,
    name: site.name,
    slogan: site.tagline,
    description: site.description,
    url: `${siteUrl}/`,
    image: absoluteUrl(defaultShareImage.path),
    logo: absoluteUrl('/favicon.svg'),
    telephone: telHref(site.phone).replace(/^tel:/, ''),
    email: site.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      addressLocality: site.address.city,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: site.geo.lat, longitude: site.geo.lng },
    openingHoursSpecification: openingHours(),
    areaServed: 'IN',
    sameAs: site.socials.map((social) => social.href),
  };
}

/** What a BlogPosting needs of a post (a subset of the blog_posts row). */
export type BlogPostingSource = {
  id: string;
  title: string;
  excerpt: string;
  image: string;
  published_at: string;
  author_name: string;
  author_role: string;
  category: string;
  tags: string[];
};

export function blogPostingJsonLd(post: BlogPostingSource, path: string): JsonLd {
  const url = absoluteUrl(canonicalPath(path));
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': `${url}#post`,
    mainEntityOfPage: url,
    url,
    headline: post.title,
    description: post.excerpt,
    image: absoluteUrl(post.image),
    datePublished: post.published_at,
    dateModified: post.published_at,
    articleSection: post.category,
    keywords: post.tags.join(', '),
    author: { '@type': 'Person', name: post.author_name, jobTitle: post.author_role },
    publisher: organization(),
  };
}
