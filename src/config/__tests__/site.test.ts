import { displayPhone, pageTitle, site, telHref } from '../site';

describe('site facts', () => {
  it('builds phone links with the +91 prefix', () => {
    expect(telHref('9840012345')).toBe('tel:+919840012345');
    expect(telHref(9840012345)).toBe('tel:+919840012345');
  });

  it('ends every page title with the agency tagline', () => {
    expect(pageTitle('About Us')).toBe(`About Us | ${site.name} - ${site.tagline}`);
    expect(pageTitle()).toMatch(new RegExp(`${site.tagline}$`));
  });

  it('shows phone numbers as people read them, with +91', () => {
    expect(displayPhone('9840012345')).toBe('+91 98400 12345');
    expect(displayPhone(9840012345)).toBe('+91 98400 12345');
  });
});
