import { FilePlus2, ImagePlus, MessageSquarePlus, Plus, Trophy, UserPlus, type LucideIcon } from 'lucide-react';
import { Link } from '@/components/Link';
import { paths } from '@/config/paths';

const actions: readonly { label: string; to: string; icon: LucideIcon }[] = [
  { label: 'Create Blog Post', to: paths.admin.blogPostNew, icon: FilePlus2 },
  { label: 'Add Client', to: paths.admin.clientNew, icon: UserPlus },
  { label: 'Add Testimonial', to: paths.admin.testimonialNew, icon: MessageSquarePlus },
  { label: 'Add Success Story', to: paths.admin.successStoryNew, icon: Trophy },
  { label: 'Upload Image', to: paths.admin.galleryImageNew, icon: ImagePlus },
];

export const READ_ONLY_MESSAGE =
  'You have read-only access to the admin panel. Contact an administrator for additional permissions.';

/** Shortcuts to the create forms for staff who can edit; the read-only note for everyone else. */
export function QuickActions({ canEdit }: { canEdit: boolean }) {
  return (
    <section aria-labelledby="quick-actions-heading" className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 id="quick-actions-heading" className="text-lg font-semibold text-slate-900">
        Quick Actions
      </h2>
      {canEdit ? (
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
          {actions.map(({ label, to, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="flex items-center gap-3 rounded-lg border border-slate-200 px-4 py-3 text-sm font-medium text-slate-800 hover:border-brand-300 hover:bg-brand-50"
              >
                <span className="flex h-8 w-8 items-center justify-center rounded-md bg-brand-100 text-brand-700">
                  <Icon aria-hidden="true" className="h-4 w-4" />
                </span>
                {label}
                <Plus aria-hidden="true" className="ml-auto h-4 w-4 text-slate-400" />
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 rounded-lg bg-slate-50 p-4 text-sm text-slate-700">{READ_ONLY_MESSAGE}</p>
      )}
    </section>
  );
}
