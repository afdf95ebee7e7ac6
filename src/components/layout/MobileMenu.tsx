import { ChevronDown, Menu, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, NavLink } from '@/components/Link';
import { paths } from '@/config/paths';
import { festivalNav, primaryNav } from './navigation';
import { ServiceCategoryLinks } from './ServiceCategoryLinks';

const linkClass =
  'block rounded-lg px-3 py-3 text-base font-medium text-slate-800 hover:bg-slate-50 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800';
const serviceLinkStyles = {
  group: 'mt-2',
  category: 'block px-3 py-2 font-semibold text-slate-900',
  service: 'block px-3 py-2 text-slate-600 hover:text-brand-700',
};

/** The collapsible menu below the lg breakpoint; Services expands in place to its categories and services. */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const [servicesOpen, setServicesOpen] = useState(false);
  const menuId = useId();
  const servicesId = useId();
  const close = () => {
    setOpen(false);
    setServicesOpen(false);
  };

  return (
    <div
      className="lg:hidden"
      // The floating call and chat buttons step aside while this is set (src/index.css).
      data-mobile-menu-open={open || undefined}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) close();
      }}
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => (open ? close() : setOpen(true))}
        className="flex size-11 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100"
      >
        {open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
        <span className="sr-only">{open ? 'Close menu' : 'Open menu'}</span>
      </button>
      <nav
        id={menuId}
        aria-label="Mobile"
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4.5rem)] overflow-y-auto border-t border-slate-200 bg-white px-4 pt-2 pb-6 shadow-lg"
      >
        <ul className="space-y-1">
          {primaryNav.map((item) =>
            item.to === paths.services ? (
              <li key={item.to}>
                <button
                  type="button"
                  aria-expanded={servicesOpen}
                  aria-controls={servicesId}
                  onClick={() => setServicesOpen((value) => !value)}
                  className="flex w-full items-center justify-between rounded-lg px-3 py-3 text-left text-base font-medium text-slate-800 hover:bg-slate-50"
                >
                  Services
                  <ChevronDown aria-hidden="true" className={`size-5 transition-transform ${servicesOpen ? 'rotate-180' : ''}`} />
                </button>
                <div id={servicesId} hidden={!servicesOpen} className="mt-1 ml-3 border-l border-slate-200 pl-3">
                  <Link to={paths.services} onClick={close} className="block px-3 py-2 font-semibold text-brand-700">
                    View All Services
                  </Link>
                  <ServiceCategoryLinks onNavigate={close} styles={serviceLinkStyles} />
                </div>
              </li>
            ) : (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === paths.home} onClick={close} className={linkClass}>
                  {item.label}
                </NavLink>
              </li>
            ),
          )}
          <li>
            <NavLink to={festivalNav.to} onClick={close} className={linkClass}>
              {festivalNav.label}
            </NavLink>
          </li>
        </ul>
        <Link
          to={paths.contact}
          onClick={close}
          className="mt-4 flex w-full items-center justify-center rounded-lg bg-brand-700 px-4 py-3 font-semibold text-white hover:bg-brand-800"
        >
          Get a Quote
        </Link>
      </nav>
    </div>
  );
}
