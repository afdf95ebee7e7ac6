/** The agency's own address (src/config/site.ts `site.email`, checked by tests); CONTACT_TO_EMAIL overrides it. */
export const DEFAULT_TO_EMAIL = 'hello@chennaioutdoormedia.in';
