/** The agency's own address (src/config/site.ts `site.email`, checked by tests); CONTACT_TO_EMAIL overrides it. */
export const DEFAULT_TO_EMAIL = 'hello@chennaioutdoormedia.in';

/** The agency as a buyer's copy of a plan names it (src/config/site.ts: name, phone as displayed, replyTime; checked by tests). */
export const AGENCY = { name: 'Chennai Outdoor Media', phone: '+91 98400 12345', replyTime: 'one business day' };
