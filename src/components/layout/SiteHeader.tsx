import { Sparkles } from 'lucide-react';
import { useLocation } from 'react-router';
import { NavLink } from '@/components/Link';
import { ButtonLink } from '@/components/Button';
import { paths } from '@/config/paths';
import { Logo } from './Logo';
import { festivalNav, primaryNav } from './navigation';
import { lazyIsland } from '@/components/lazyIsland';
import { MobileMenuPlaceholder, ServicesMenuPlaceholder } from './MenuPlaceholders';

// The menus are closed until a visitor opens one: their code (every category and service link) hydrates apart.
const MobileMenu = lazyIsland(() => import('./MobileMenu').then((module) => module.MobileMenu), MobileMenuPlaceholder);
const ServicesMenu = lazyIsland(() => import('./ServicesMenu').then((module) => module.ServicesMenu), ServicesMenuPlaceholder);

const desktopLink =
  'rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:text-brand-700 aria-[current=page]:text-brand-700';

export function SiteHeader() {
  const { pathname } = useLocation();
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <a
        href="#main"
        className="sr-only rounded-md bg-brand-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:absolute focus:top-3 focus:left-3 focus:z-50"
      >
        Skip to content
      </a>
      <div className="relative mx-auto flex h-18 max-w-7xl items-center justify-between gap-4 px-4">
        <Logo />
        <nav aria-label="Main" className="hidden h-full items-center lg:flex">
          <ul className="flex h-full items-center gap-1">
            {primaryNav.map((item) => (
              <li key={item.to} className="flex h-full items-center">
                {item.to === paths.services ? (
                  <ServicesMenu active={pathname.startsWith(paths.services)} />
                ) : (
                  <NavLink to={item.to} end={item.to === paths.home} className={desktopLink}>
                    {item.label}
                  </NavLink>
                )}
              </li>
            ))}
            <li className="ml-2 flex items-center">
              <NavLink
                to={festivalNav.to}
                className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1.5 text-sm font-semibold text-brand-800 ring-1 ring-brand-100 hover:bg-brand-100"
              >
                <Sparkles aria-hidden="true" className="size-4" />
                {festivalNav.label}
              </NavLink>
            </li>
          </ul>
        </nav>
        <div className="hidden xl:block">
          <ButtonLink to={paths.contact}>Get a Quote</ButtonLink>
        </div>
        <MobileMenu />
      </div>
      {/* The running offer's link hangs here once the page has loaded (src/features/offers/components/OfferAnnouncement.tsx). */}
      <div id="offer-link-slot" className="absolute inset-x-0 top-full" />
    </header>
  );
}
