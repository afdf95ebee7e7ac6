import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type HydrationState, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { PublicLayout } from './layouts/PublicLayout';
import { prefetchingLoader, type RoutePrefetch } from './route-data';
import { RouteErrorPage } from './RouteErrorPage';

/** A route screen module: its component and, for a data route, the queries it starts with the route. */
type PageModule = { default: React.ComponentType; prefetch?: RoutePrefetch };

/**
 * The app's routes, every pattern taken from `paths`. Each screen is its own chunk: a visitor downloads
 * only the page they open, and never admin code. A screen that exports `prefetch` gets a loader that
 * starts them as soon as its module is there, before the first render; the loader lives in the
 * screen's own chunk, so the router reaches no feature and no admin code.
 * `queryClient` is the app's cache; the prerender passes none and fetches nothing.
 */
export function createRoutes(queryClient?: QueryClient): RouteObject[] {
  function page(load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> {
    return {
      lazy: async () => {
        const { default: Component, prefetch } = await load();
        return prefetch ? { Component, loader: prefetchingLoader(prefetch, queryClient) } : { Component };
      },
    };
  }
  const anyId = ':id';

  const publicRoutes: RouteObject[] = [
    { index: true, ...page(() => import('./routes/public/HomePage')) },
    { path: paths.about, ...page(() => import('./routes/public/AboutPage')) },
    { path: paths.services, ...page(() => import('./routes/public/ServicesPage')) },
    { path: paths.service(':categoryId', ':serviceId'), ...page(() => import('./routes/public/ServiceDetailPage')) },
    { path: paths.gallery, ...page(() => import('./routes/public/GalleryPage')) },
    { path: paths.sites, ...page(() => import('./routes/public/SitesPage')) },
    { path: paths.site(':code'), ...page(() => import('./routes/public/SitePage')) },
    { path: paths.mediaPlan, ...page(() => import('./routes/public/MediaPlanPage')) },
    { path: paths.clients, ...page(() => import('./routes/public/ClientsPage')) },
    { path: paths.blog, ...page(() => import('./routes/public/BlogPage')) },
    { path: paths.blogPost(':postId'), ...page(() => import('./routes/public/BlogPostPage')) },
    { path: paths.contact, ...page(() => import('./routes/public/ContactPage')) },
    { path: paths.festival, ...page(() => import('./routes/public/FestivalOfferPage')) },
    { path: paths.privacy, ...page(() => import('./routes/public/PrivacyPolicyPage')) },
    { path: paths.terms, ...page(() => import('./routes/public/TermsOfServicePage')) },
    { path: '*', ...page(() => import('./routes/public/NotFoundPage')) },
  ];

  const { admin } = paths;
  const adminRoutes: RouteObject[] = [
    { path: admin.login, ...page(() => import('./routes/admin/AdminLoginPage')) },
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
        { path: admin.staff, ...page(() => import('./routes/admin/StaffPage')) },
        { path: admin.activity, ...page(() => import('./routes/admin/ActivityPage')) },
      ],
    },
  ];

  return [...adminRoutes, { path: paths.home, element: <PublicLayout />, errorElement: <RouteErrorPage />, children: publicRoutes }];
}

/** `hydrationData`: the state a prerendered page was rendered with (src/main.tsx). */
export function createAppRouter(routes: RouteObject[], hydrationData?: HydrationState) {
  return createBrowserRouter(routes, { hydrationData });
}
