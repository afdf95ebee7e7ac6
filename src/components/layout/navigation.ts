import { paths } from '@/config/paths';

export type NavItem = { label: string; to: string };

/** Main navigation; "Services" is rendered as a dropdown between About and Gallery. */
export const primaryNav: NavItem[] = [
  { label: 'Home', to: paths.home },
  { label: 'About', to: paths.about },
  { label: 'Services', to: paths.services },
  { label: 'Sites', to: paths.sites },
  { label: 'Gallery', to: paths.gallery },
  { label: 'Clients', to: paths.clients },
  { label: 'Blog', to: paths.blog },
  { label: 'Contact', to: paths.contact },
];

export const festivalNav: NavItem = { label: 'Festival Offer', to: paths.festival };

export const footerQuickLinks: NavItem[] = [
  { label: 'Home', to: paths.home },
  { label: 'About Us', to: paths.about },
  { label: 'Services', to: paths.services },
  { label: 'Our Sites', to: paths.sites },
  { label: 'Gallery', to: paths.gallery },
  { label: 'Clients & Testimonials', to: paths.clients },
  { label: 'Blog', to: paths.blog },
  { label: 'Festival Offer', to: paths.festival },
  { label: 'Careers', to: paths.careers },
  { label: 'Contact Us', to: paths.contact },
];

/** /services#outdoor: the services page scrolls to that category. */
export function categoryHref(categoryId: string): string {
  return paths.serviceCategory(categoryId);
}
