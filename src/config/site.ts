/** The agency's facts, in one place. Every screen that shows a phone, address or social link reads it from here. */
export const site = {
  name: 'Chennai Outdoor Media',
  tagline: 'Outdoor & BTL Advertising Specialists',
  description:
    'Chennai Outdoor Media plans and runs billboard, transport, mobile, ambient and BTL advertising campaigns across Chennai and 50+ cities in India.',
  address: {
    street: '42, Anna Salai, Teynampet',
    city: 'Chennai',
    region: 'Tamil Nadu',
    postalCode: '600018',
    country: 'IN',
  },
  /** Ten digits; links add the +91 country prefix (see telHref). */
  phone: '9840012345',
  /** Ten digits, the number that answers on WhatsApp (the first way a Chennai buyer reaches an agency). */
  whatsapp: '9840012345',
  /** Where the office is, for the map. */
  geo: { lat: 13.0418, lng: 80.2479 },
  email: 'hello@chennaioutdoormedia.in',
  socials: [
    { name: 'Facebook', href: 'https://www.facebook.com/chennaioutdoormedia' },
    { name: 'Instagram', href: 'https://www.instagram.com/chennaioutdoormedia' },
    { name: 'LinkedIn', href: 'https://www.linkedin.com/company/chennaioutdoormedia' },
    { name: 'YouTube', href: 'https://www.youtube.com/@chennaioutdoormedia' },
  ],
  businessHours: [
    { days: 'Mon-Fri', hours: '9:00 AM-6:00 PM' },
    { days: 'Sat', hours: '10:00 AM-2:00 PM' },
    { days: 'Sun', hours: 'Closed' },
  ],
  /** How soon the team answers a message, a call-back request or a booking: every page promises this one time. */
  replyTime: 'one business day',
} as const;

/** "Mon-Fri 9:00 AM-6:00 PM, Sat 10:00 AM-2:00 PM": the open days, for a line of text (chat, festival page). */
export const openingHours = site.businessHours
  .filter(({ hours }) => hours !== 'Closed')
  .map(({ days, hours }) => `${days} ${hours}`)
  .join(', ');

/** Full address on one line, for footers and contact blocks. */
export const addressLine = `${site.address.street}, ${site.address.city} ${site.address.postalCode}, ${site.address.region}, India`;

/** Phone links always carry the +91 prefix (docs/product.md §9). */
export function telHref(phone: string | number): string {
  return `tel:+91${String(phone).replace(/\D/g, '').slice(-10)}`;
}

/** WhatsApp click-to-chat with a greeting that names the page the visitor came from. */
export function whatsappHref(page: string): string {
  const digits = site.whatsapp.replace(/\D/g, '').slice(-10);
  const greeting = `Hello ${site.name}, I am on your ${page} page and would like to know more.`;
  return `https://wa.me/91${digits}?text=${encodeURIComponent(greeting)}`;
}

/** The office on a map, for address links. */
export const mapHref = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${site.name}, ${addressLine}`)}`;

/** "+91 98400 12345": a ten-digit number as people read it. */
export function displayPhone(phone: string | number): string {
  const digits = String(phone).replace(/\D/g, '').slice(-10);
  return `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`;
}

/** "{page} | {name} - {tagline}"; the home page gets "{name} - {tagline}". */
export function pageTitle(page?: string): string {
  const base = `${site.name} - ${site.tagline}`;
  return page ? `${page} | ${base}` : base;
}
