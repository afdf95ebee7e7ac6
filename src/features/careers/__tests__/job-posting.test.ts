import { jobPostingJsonLd } from '../job-posting';
import { opening } from './fixtures';

describe('jobPostingJsonLd', () => {
  it('describes an opening as schema.org JobPosting: the agency hiring, in Tamil Nadu, until the end of its closing day in India', () => {
    const data = jobPostingJsonLd(
      opening({ closes_on: '2026-12-20', description: 'Sell <b>outdoor</b> media & more.\n\nTamil and English.', published_at: '2026-11-17T04:30:00Z' }),
    );
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      '@id': 'https://www.chennaioutdoormedia.in/careers/sales-executive-omr#job',
      url: 'https://www.chennaioutdoormedia.in/careers/sales-executive-omr',
      title: 'Sales executive, OMR and ECR',
      // Paragraphs as HTML, the text escaped: never markup from the database.
      description: '<p>Sell &lt;b&gt;outdoor&lt;/b&gt; media &amp; more.</p><p>Tamil and English.</p>',
      datePosted: '2026-11-17T04:30:00Z',
      validThrough: '2026-12-20T23:59:59+05:30',
      employmentType: 'FULL_TIME',
      directApply: true,
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Chennai Outdoor Media',
        sameAs: 'https://www.chennaioutdoormedia.in/',
        url: 'https://www.chennaioutdoormedia.in/',
        logo: 'https://www.chennaioutdoormedia.in/favicon.svg',
      },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'Chennai (Guindy)', addressRegion: 'Tamil Nadu', addressCountry: 'IN' },
      },
    });
  });

  it.each([
    ['full_time', 'FULL_TIME'],
    ['part_time', 'PART_TIME'],
    ['contract', 'CONTRACTOR'],
    ['internship', 'INTERN'],
  ])('names %s work %s', (kind, schemaType) => {
    expect(jobPostingJsonLd(opening({ employment_type: kind })).employmentType).toBe(schemaType);
  });

  it('has no validThrough for an opening without a closing day', () => {
    expect(jobPostingJsonLd(opening({ closes_on: null }))).not.toHaveProperty('validThrough');
  });
});
