import { Link } from '@/components/Link';
import { paths } from '@/config/paths';

/** The desktop Services button's look, shared by the menu and its placeholder. */
export const servicesButtonClass = (active: boolean) =>
  `inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium hover:text-brand-700 ${active ? 'text-brand-700' : 'text-slate-700'}`;

/**
 * What stands in for the header's menus while their code loads on a page rendered in the browser: the same
 * size in the same place, so the header does not move when they arrive. The Services one is a plain link to
 * the services page, so it already works.
 */
export function ServicesMenuPlaceholder({ active }: { active: boolean }) {
  return (
    <div className="flex h-full items-center">
      <Link to={paths.services} className={servicesButtonClass(active)}>
        Services
        <span aria-hidden="true" className="size-4" />
      </Link>
    </div>
  );
}

export function MobileMenuPlaceholder() {
  return <div aria-hidden="true" className="size-11 lg:hidden" />;
}
