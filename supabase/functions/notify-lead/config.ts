/** The agency's own address (src/config/site.ts `site.email`, checked by tests); CONTACT_TO_EMAIL overrides it. */
export const DEFAULT_TO_EMAIL = 'hello@chennaioutdoormedia.in';

/** Resend's shared test sender; set CONTACT_FROM_EMAIL to an address on a domain verified with Resend. */
export const DEFAULT_FROM_EMAIL = 'Chennai Outdoor Media <onboarding@resend.dev>';
