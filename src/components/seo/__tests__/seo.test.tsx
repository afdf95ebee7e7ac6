import { render } from '@testing-library/react';
import { PageMeta } from '@/components/PageMeta';
import { JsonLd } from '@/components/seo/JsonLd';
import { blogPostingJsonLd, localBusinessJsonLd, openingHours } from '@/lib/json-ld';
import { absoluteUrl, canonicalPath, siteUrl } from '@/lib/seo';
import { renderWithProviders } from '@/testing/render';

const head = () => document.head;
const meta = (key: string) => head().querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content');

describe('canonical URLs', () => {
  it('drops the query, the fragment, repeated and trailing slashes', () => {
    expect(canonicalPath('/about/?utm_source=x#team')).toBe('/about');
    expect(canonicalPath('//services//transport/')).toBe('/services/transport');
    expect(canonicalPath('/')).toBe('/');
    expect(canonicalPath('')).toBe('/');
  });

  it('puts paths on the public origin and keeps absolute URLs', () => {
    expect(siteUrl).toBe('https://www.chennaioutdoormedia.in');
    expect(absoluteUrl('/blog')).toBe('https://www.chennaioutdoormedia.in/blog');
    expect(absoluteUrl('images/a.svg')).toBe('https://www.chennaioutdoormedia.in/images/a.svg');
    expect(absoluteUrl('https://cdn.example.com/a.jpg')).toBe('https://cdn.example.com/a.jpg');
  });
});

describe('schema.org data', () => {
  it('turns the business hours into opening hours, leaving out the closed Sunday', () => {
    expect(openingHours()).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '18:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '10:00', closes: '14:00' },
    ]);
  });

  it('describes the agency as a LocalBusiness with its address and +91 phone', () => {
    const business = localBusinessJsonLd();
    expect(business).toMatchObject({
      '@type': 'LocalBusiness',
      name: 'Chennai Outdoor Media',
      telephone: '+919840012345',
      address: { '@type': 'PostalAddress', addressLocality: 'Chennai', postalCode: '600018', addressCountry: 'IN' },
    });
  });

  it('describes a post as a BlogPosting at its canonical URL', () => {
    const posting = blogPostingJsonLd(
      {
        id: 'abc',
        title: 'Billboards in Chennai',
        excerpt: 'Where to put them.',
        image: '/images/seed/blog/dooh-chennai.svg',
        published_at: '2025-01-10T09:00:00Z',
        author_name: 'Priya',
        author_role: 'Planner',
        category: 'Outdoor',
        tags: ['billboards', 'chennai'],
      },
      '/blog/abc/',
    );
    expect(posting).toMatchObject({
      '@type': 'BlogPosting',
      url: 'https://www.chennaioutdoormedia.in/blog/abc',
      headline: 'Billboards in Chennai',
      image: 'https://www.chennaioutdoormedia.in/images/seed/blog/dooh-chennai.svg',
      datePublished: '2025-01-10T09:00:00Z',
      author: { '@type': 'Person', name: 'Priya' },
      keywords: 'billboards, chennai',
    });
  });

  it('escapes < so text from the database cannot close the script', () => {
    const { container } = render(<JsonLd data={{ name: '</script><script>alert(1)</script>' }} />);
    const script = container.querySelector('script[type="application/ld+json"]');
    expect(script?.innerHTML).not.toContain('</script>');
    expect(JSON.parse(script?.textContent ?? '')).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});

describe('PageMeta', () => {
  it('sets the title, description, canonical URL, Open Graph and Twitter tags from the current path', async () => {
    renderWithProviders(<PageMeta title="About Us" description="Who we are." />, { path: '/about?ref=footer' });
    await vi.waitFor(() => expect(document.title).toBe('About Us | Chennai Outdoor Media - Outdoor & BTL Advertising Specialists'));
    expect(head().querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://www.chennaioutdoormedia.in/about');
    expect(meta('description')).toBe('Who we are.');
    expect(meta('og:title')).toBe(document.title);
    expect(meta('og:url')).toBe('https://www.chennaioutdoormedia.in/about');
    expect(meta('og:type')).toBe('website');
    expect(meta('og:image')).toBe('https://www.chennaioutdoormedia.in/og-image.jpg');
    expect(meta('twitter:card')).toBe('summary_large_image');
    expect(meta('twitter:description')).toBe('Who we are.');
    expect(meta('robots')).toBeUndefined();
  });

  it('uses a page image and type when given', async () => {
    renderWithProviders(<PageMeta title="A post" description="Post." type="article" image="/images/seed/blog/dooh-chennai.svg" />, { path: '/blog/1' });
    await vi.waitFor(() => expect(meta('og:type')).toBe('article'));
    expect(meta('og:image')).toBe('https://www.chennaioutdoormedia.in/images/seed/blog/dooh-chennai.svg');
    expect(meta('twitter:image')).toBe(meta('og:image'));
  });

  it.each(['/admin', '/admin/clients/new'])('keeps %s out of search results: noindex and no canonical', async (path) => {
    renderWithProviders(<PageMeta title="Clients" description="Back office." />, { path });
    await vi.waitFor(() => expect(meta('robots')).toBe('noindex'));
    expect(head().querySelector('link[rel="canonical"]')).toBeNull();
  });

  it('keeps a not-found state out of search results', async () => {
    renderWithProviders(<PageMeta title="Page Not Found" description="404 Page Not Found" noindex />, { path: '/nope' });
    await vi.waitFor(() => expect(meta('robots')).toBe('noindex'));
  });
});
