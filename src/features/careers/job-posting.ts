import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { absoluteUrl, canonicalPath, siteUrl } from '@/lib/seo';
import type { PublicOpening } from './api/fetch-openings';
import { INDIA_OFFSET } from '@/lib/india-time';
import { descriptionParagraphs } from './description';

/** schema.org's words for the kinds of work job_openings allows. */
const EMPLOYMENT_TYPES: Record<string, string> = {
  full_time: 'FULL_TIME',
  part_time: 'PART_TIME',
  contract: 'CONTRACTOR',
  internship: 'INTERN',
};

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * An opening as a schema.org JobPosting, for search engines' job listings: the description as HTML paragraphs (what
 * they ask for; the text is escaped, never markup), the agency as the hiring organisation, the opening's location as
 * an address in Tamil Nadu, and, when it has a closing day, the end of that day in India as `validThrough`.
 */
export function jobPostingJsonLd(opening: PublicOpening): Record<string, unknown> {
  const url = absoluteUrl(canonicalPath(paths.opening(opening.slug)));
  const employmentType = EMPLOYMENT_TYPES[opening.employment_type];
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    '@id': `${url}#job`,
    url,
    title: opening.title,
    description: descriptionParagraphs(opening.description).map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join(''),
    datePosted: opening.published_at,
    ...(opening.closes_on ? { validThrough: `${opening.closes_on}T23:59:59${INDIA_OFFSET}` } : {}),
    ...(employmentType ? { employmentType } : {}),
    directApply: true,
    hiringOrganization: { '@type': 'Organization', name: site.name, sameAs: `${siteUrl}/`, url: `${siteUrl}/`, logo: absoluteUrl('/favicon.svg') },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: opening.location,
        addressRegion: site.address.region,
        addressCountry: site.address.country,
      },
    },
  };
}
