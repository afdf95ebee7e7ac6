import { createBrowserRouter, type HydrationState, type RouteObject } from 'react-router';
import { PublicLayout } from './layouts/PublicLayout';
import { RouteErrorPage } from './RouteErrorPage';

type PageModule = { default: React.ComponentType };

/** Each screen is its own chunk: a visitor downloads only the page they open, and never admin code. */
function page(load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load()).default }) };
}

export const publicRoutes: RouteObject[] = [
  { index: true, ...page(() => import('./routes/public/HomePage')) },
  { path: 'about', ...page(() => import('./routes/public/AboutPage')) },
  { path: 'services', ...page(() => import('./routes/public/ServicesPage')) },
  { path: 'services/:categoryId/:serviceId', ...page(() => import('./routes/public/ServiceDetailPage')) },
  { path: 'gallery', ...page(() => import('./routes/public/GalleryPage')) },
  { path: 'clients', ...page(() => import('./routes/public/ClientsPage')) },
  { path: 'blog', ...page(() => import('./routes/public/BlogPage')) },
  { path: 'blog/:postId', ...page(() => import('./routes/public/BlogPostPage')) },
  { path: 'contact', ...page(() => import('./routes/public/ContactPage')) },
  { path: 'festivaloffer2025', ...page(() => import('./routes/public/FestivalOfferPage')) },
  { path: 'privacy-policy', ...page(() => import('./routes/public/PrivacyPolicyPage')) },
  { path: 'terms-of-service', ...page(() => import('./routes/public/TermsOfServicePage')) },
  { path: '*', ...page(() => import('./routes/public/NotFoundPage')) },
];

export const adminRoutes: RouteObject[] = [
  { path: 'admin/login', ...page(() => import('./routes/admin/AdminLoginPage')) },
  {
    path: 'admin',
    // The guard and layout are one lazy chunk; every admin screen below is its own chunk.
    ...page(() => import('./layouts/AdminShell')),
    children: [
      { index: true, ...page(() => import('./routes/admin/DashboardPage')) },
      { path: 'blog-posts', ...page(() => import('./routes/admin/BlogPostsPage')) },
      { path: 'blog-posts/new', ...page(() => import('./routes/admin/BlogPostFormPage')) },
      { path: 'blog-posts/:id/edit', ...page(() => import('./routes/admin/BlogPostFormPage')) },
      { path: 'clients', ...page(() => import('./routes/admin/ClientsPage')) },
      { path: 'clients/new', ...page(() => import('./routes/admin/ClientFormPage')) },
      { path: 'clients/:id/edit', ...page(() => import('./routes/admin/ClientFormPage')) },
      { path: 'testimonials', ...page(() => import('./routes/admin/TestimonialsPage')) },
      { path: 'testimonials/new', ...page(() => import('./routes/admin/TestimonialFormPage')) },
      { path: 'testimonials/:id/edit', ...page(() => import('./routes/admin/TestimonialFormPage')) },
      { path: 'success-stories', ...page(() => import('./routes/admin/SuccessStoriesPage')) },
      { path: 'success-stories/new', ...page(() => import('./routes/admin/SuccessStoryFormPage')) },
      { path: 'success-stories/:id/edit', ...page(() => import('./routes/admin/SuccessStoryFormPage')) },
      { path: 'gallery', ...page(() => import('./routes/admin/GalleryPage')) },
      { path: 'gallery/new', ...page(() => import('./routes/admin/GalleryFormPage')) },
      { path: 'gallery/:id/edit', ...page(() => import('./routes/admin/GalleryFormPage')) },
      { path: 'leads', ...page(() => import('./routes/admin/LeadsPage')) },
      { path: 'contacts', ...page(() => import('./routes/admin/ContactsPage')) },
      { path: 'festival-bookings', ...page(() => import('./routes/admin/FestivalBookingsPage')) },
      { path: 'resource-downloads', ...page(() => import('./routes/admin/ResourceDownloadsPage')) },
      { path: 'newsletter-subscribers', ...page(() => import('./routes/admin/NewsletterSubscribersPage')) },
    ],
  },
];

export const routes: RouteObject[] = [
  ...adminRoutes,
  { path: '/', element: <PublicLayout />, errorElement: <RouteErrorPage />, children: publicRoutes },
];

/** `hydrationData`: the state a prerendered page was rendered with (src/main.tsx). */
export function createAppRouter(hydrationData?: HydrationState) {
  return createBrowserRouter(routes, { hydrationData });
}
