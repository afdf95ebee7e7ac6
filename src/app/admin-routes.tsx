import type { RouteObject } from 'react-router';
import { contentAdminPaths, simpleContentTypes } from '@/config/content-types';
import { paths } from '@/config/paths';
import type { PageRoute } from './page-route';

const { admin } = paths;
const anyId = ':id';

/**
 * The back office's routes. They are not in the entry chunk that every visitor loads: the router adds
 * them the first time a navigation reaches /admin (src/app/router.tsx, docs/decisions/037). The sign-in page is not
 * here: it is a light page of the public table (docs/decisions/056).
 */
export function adminRoutes(page: PageRoute): RouteObject[] {
  return [
    { path: admin.forgotPassword, ...page(() => import('./routes/admin/ForgotPasswordPage')) },
    { path: admin.acceptInvite, ...page(() => import('./routes/admin/AcceptInvitePage')) },
    { path: admin.resetPassword, ...page(() => import('./routes/admin/ResetPasswordPage')) },
    {
      path: admin.root,
      // The guard and layout are one lazy chunk; every admin screen below is its own chunk.
      ...page(() => import('./layouts/AdminShell')),
      children: [
        { index: true, ...page(() => import('./routes/admin/DashboardPage')) },
        { path: admin.blogPosts, ...page(() => import('./routes/admin/BlogPostsPage')) },
        { path: admin.blogPostNew, ...page(() => import('./routes/admin/BlogPostFormPage')) },
        { path: admin.blogPostEdit(anyId), ...page(() => import('./routes/admin/BlogPostFormPage')) },
        { path: admin.clients, ...page(() => import('./routes/admin/ClientsPage')) },
        { path: admin.clientNew, ...page(() => import('./routes/admin/ClientFormPage')) },
        { path: admin.clientEdit(anyId), ...page(() => import('./routes/admin/ClientFormPage')) },
        { path: admin.testimonials, ...page(() => import('./routes/admin/TestimonialsPage')) },
        { path: admin.testimonialNew, ...page(() => import('./routes/admin/TestimonialFormPage')) },
        { path: admin.testimonialEdit(anyId), ...page(() => import('./routes/admin/TestimonialFormPage')) },
        { path: admin.successStories, ...page(() => import('./routes/admin/SuccessStoriesPage')) },
        { path: admin.successStoryNew, ...page(() => import('./routes/admin/SuccessStoryFormPage')) },
        { path: admin.successStoryEdit(anyId), ...page(() => import('./routes/admin/SuccessStoryFormPage')) },
        { path: admin.gallery, ...page(() => import('./routes/admin/GalleryPage')) },
        { path: admin.galleryImageNew, ...page(() => import('./routes/admin/GalleryFormPage')) },
        { path: admin.galleryImageEdit(anyId), ...page(() => import('./routes/admin/GalleryFormPage')) },
        { path: admin.offers, ...page(() => import('./routes/admin/OffersPage')) },
        { path: admin.offerNew, ...page(() => import('./routes/admin/OfferFormPage')) },
        { path: admin.offerEdit(anyId), ...page(() => import('./routes/admin/OfferFormPage')) },
        // Each simple content type's list, new and edit screens, from its description (docs/decisions/102).
        ...simpleContentTypes.flatMap((type) => {
          const to = contentAdminPaths(type.adminPath);
          const form = page(async () => (await import('./routes/admin/SimpleContentPages')).formScreen(type));
          return [
            { path: to.list, ...page(async () => (await import('./routes/admin/SimpleContentPages')).listScreen(type)) },
            { path: to.new, ...form },
            { path: to.edit(anyId), ...form },
          ];
        }),
        { path: admin.media, ...page(() => import('./routes/admin/MediaPage')) },
        { path: admin.sites, ...page(() => import('./routes/admin/SitesPage')) },
        { path: admin.siteNew, ...page(() => import('./routes/admin/SiteFormPage')) },
        { path: admin.sitesBoard, ...page(() => import('./routes/admin/SitesBoardPage')) },
        { path: admin.sitesImport, ...page(() => import('./routes/admin/SitesImportPage')) },
        { path: admin.siteEdit(anyId), ...page(() => import('./routes/admin/SiteFormPage')) },
        { path: admin.siteBookings(anyId), ...page(() => import('./routes/admin/SiteBookingsPage')) },
        { path: admin.leads, ...page(() => import('./routes/admin/LeadsPage')) },
        { path: admin.contacts, ...page(() => import('./routes/admin/ContactsPage')) },
        { path: admin.festivalBookings, ...page(() => import('./routes/admin/FestivalBookingsPage')) },
        { path: admin.resourceDownloads, ...page(() => import('./routes/admin/ResourceDownloadsPage')) },
        { path: admin.newsletterSubscribers, ...page(() => import('./routes/admin/NewsletterSubscribersPage')) },
        { path: admin.customers, ...page(() => import('./routes/admin/CustomersPage')) },
        { path: admin.customerNew, ...page(() => import('./routes/admin/CustomerFormPage')) },
        { path: admin.customerEdit(anyId), ...page(() => import('./routes/admin/CustomerFormPage')) },
        { path: admin.campaigns, ...page(() => import('./routes/admin/CampaignsPage')) },
        { path: admin.campaignNew, ...page(() => import('./routes/admin/CampaignPage')) },
        { path: admin.campaign(anyId), ...page(() => import('./routes/admin/CampaignPage')) },
        { path: admin.salesSettings, ...page(() => import('./routes/admin/SalesSettingsPage')) },
        { path: admin.invoices, ...page(() => import('./routes/admin/InvoicesPage')) },
        { path: admin.invoiceScreen(anyId), ...page(() => import('./routes/admin/InvoicePage')) },
        { path: admin.receivables, ...page(() => import('./routes/admin/ReceivablesPage')) },
        { path: admin.gstReturns, ...page(() => import('./routes/admin/GstReturnsPage')) },
        { path: admin.leases, ...page(() => import('./routes/admin/LeasesPage')) },
        { path: admin.lease(anyId), ...page(() => import('./routes/admin/LeasePage')) },
        { path: admin.siteCosts, ...page(() => import('./routes/admin/SiteCostsPage')) },
        { path: admin.margins, ...page(() => import('./routes/admin/MarginsPage')) },
        { path: admin.vendorOrder(anyId), ...page(() => import('./routes/admin/VendorOrderPage')) },
        { path: admin.statement(anyId), ...page(() => import('./routes/admin/StatementPage')) },
        { path: admin.jobs, ...page(() => import('./routes/admin/JobsPage')) },
        { path: admin.job(anyId), ...page(() => import('./routes/admin/JobPage')) },
        { path: admin.staff, ...page(() => import('./routes/admin/StaffPage')) },
        { path: admin.profile, ...page(() => import('./routes/admin/ProfilePage')) },
        { path: admin.activity, ...page(() => import('./routes/admin/ActivityPage')) },
      ],
    },
  ];
}
