/**
 * The field crew's jobs on their phones (docs/decisions/057): a light entry of its own, crew.html. Apart, so that
 * crew.html's first script (docs/decisions/103) carries these two and not every address of the site.
 */
export const crewPaths = {
  crew: '/crew',
  crewJob: (id: string) => `/crew/jobs/${id}`,
};

/**
 * Every address of the site, so the router, links and redirects agree. A function builds a link;
 * the router gets its pattern from the same function with `:param` placeholders (src/app/router.tsx).
 */
export const paths = {
  home: '/',
  about: '/about',
  services: '/services',
  serviceCategory: (categoryId: string) => `/services#${categoryId}`,
  service: (categoryId: string, serviceId: string) => `/services/${categoryId}/${serviceId}`,
  gallery: '/gallery',
  sites: '/sites',
  site: (code: string) => `/sites/${code}`,
  mediaPlan: '/media-plan',
  clients: '/clients',
  blog: '/blog',
  blogPost: (postId: string) => `/blog/${postId}`,
  /** A draft or scheduled post on the public design, for signed-in staff (docs/product.md §10). */
  blogPostPreview: (postId: string) => `/blog/${postId}?preview`,
  contact: '/contact',
  /** The offer running now, or the ended state (docs/product.md §9). */
  festival: '/festivaloffer2025',
  /** One offer's own page (docs/decisions/061-seasonal-offers.md). */
  offer: (slug: string) => `/offers/${slug}`,
  /** The open jobs, and one opening's page with its application form (docs/product.md, "Careers"). */
  careers: '/careers',
  opening: (slug: string) => `/careers/${slug}`,
  privacy: '/privacy-policy',
  /** A proposal its client opens from the link we send (docs/product.md §12); the token is secret: only its loading state is prerendered. */
  proposal: (token: string) => `/proposals/${token}`,
  /** A campaign's proof of display its client opens from the link we send (docs/product.md §14); only its loading state is prerendered. */
  proofReport: (token: string) => `/proof/${token}`,
  /** A tax invoice its client opens from the link we send (docs/product.md §16); only its loading state is prerendered. */
  invoice: (token: string) => `/invoices/${token}`,
  terms: '/terms-of-service',
  ...crewPaths,
  admin: {
    root: '/admin',
    login: '/admin/login',
    forgotPassword: '/admin/forgot-password',
    acceptInvite: '/admin/accept-invite',
    resetPassword: '/admin/reset-password',
    staff: '/admin/staff',
    profile: '/admin/profile',
    blogPosts: '/admin/blog-posts',
    blogPostNew: '/admin/blog-posts/new',
    blogPostEdit: (id: string) => `/admin/blog-posts/${id}/edit`,
    clients: '/admin/clients',
    clientNew: '/admin/clients/new',
    clientEdit: (id: string) => `/admin/clients/${id}/edit`,
    testimonials: '/admin/testimonials',
    testimonialNew: '/admin/testimonials/new',
    testimonialEdit: (id: string) => `/admin/testimonials/${id}/edit`,
    successStories: '/admin/success-stories',
    successStoryNew: '/admin/success-stories/new',
    successStoryEdit: (id: string) => `/admin/success-stories/${id}/edit`,
    gallery: '/admin/gallery',
    galleryImageNew: '/admin/gallery/new',
    galleryImageEdit: (id: string) => `/admin/gallery/${id}/edit`,
    offers: '/admin/offers',
    offerNew: '/admin/offers/new',
    offerEdit: (id: string) => `/admin/offers/${id}/edit`,
    media: '/admin/media',
    activity: '/admin/activity',
    sites: '/admin/sites',
    siteNew: '/admin/sites/new',
    siteEdit: (id: string) => `/admin/sites/${id}/edit`,
    siteBookings: (id: string) => `/admin/sites/${id}/bookings`,
    sitesBoard: '/admin/sites/board',
    sitesImport: '/admin/sites/import',
    leads: '/admin/leads',
    /** The inbox with one lead's details open. */
    lead: (id: string) => `/admin/leads?lead=${encodeURIComponent(id)}`,
    contacts: '/admin/contacts',
    festivalBookings: '/admin/festival-bookings',
    resourceDownloads: '/admin/resource-downloads',
    newsletterSubscribers: '/admin/newsletter-subscribers',
    customers: '/admin/customers',
    customerNew: '/admin/customers/new',
    customerEdit: (id: string) => `/admin/customers/${id}/edit`,
    campaigns: '/admin/campaigns',
    campaignNew: '/admin/campaigns/new',
    campaign: (id: string) => `/admin/campaigns/${id}`,
    salesSettings: '/admin/sales-settings',
    invoices: '/admin/invoices',
    invoiceScreen: (id: string) => `/admin/invoices/${id}`,
    /** What clients owe by age, and one client's statement (docs/decisions/108). */
    receivables: '/admin/receivables',
    statement: (customer: string) => `/admin/customers/${customer}/statement`,
    /** A month's GSTR-1 as the offline tool's sheets (docs/decisions/112). */
    gstReturns: '/admin/gst-returns',
    /** Landlords, leases and the rent each makes due (docs/decisions/115). */
    leases: '/admin/leases',
    /** One lease: its terms, next escalation, rent paid and agreement (docs/decisions/115). */
    lease: (id: string) => `/admin/leases/${id}`,
    /** Licence fees, power meters and bills, repairs and other costs per site (docs/decisions/116). */
    siteCosts: '/admin/site-costs',
    /** Each site's and campaign's margin (docs/decisions/116). */
    margins: '/admin/margins',
    /** A printing or mounting order as it prints for the vendor (docs/decisions/116). */
    vendorOrder: (id: string) => `/admin/vendor-orders/${id}`,
    /** Mounting and dismantling jobs, and one job's proof photos (docs/decisions/057). */
    jobs: '/admin/jobs',
    job: (id: string) => `/admin/jobs/${id}`,
  },
} as const;

/** The flag a form adds to its list's address after a save: the list then refreshes once (docs/product.md §2). */
export const REFRESH_PARAM = 'refresh';

/** `path` with the refresh flag. */
export function withRefreshFlag(path: string): string {
  return `${path}?${REFRESH_PARAM}=true`;
}

/**
 * A document we send a client by link (a proposal, a proof report): it carries none of the site's marketing, no offer
 * link, floating call or chat button, nor newsletter popup, over its letterhead (docs/product.md §12).
 */
export const isLinkedDocument = (pathname: string) => /^\/(proposals|proof|invoices)\/[^/]+\/?$/.test(pathname);
