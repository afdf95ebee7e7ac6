import { NavLink } from '@/components/Link';
import { paths } from '@/config/paths';
import { UnreadLeadsBadge } from '@/features/leads/admin';
import type { Permissions } from '@/lib/permissions';
import { visibleNavItems, type AdminNavItem } from './admin-nav';
import { PermissionsPanel } from './PermissionsPanel';

type AdminSidebarProps = {
  permissions: Permissions;
  /** Called when a link is followed, so the phone drawer closes. */
  onNavigate: () => void;
};

const groupHeadings: Partial<Record<AdminNavItem['group'], string>> = { content: 'Content', review: 'Review', leads: 'Leads', sales: 'Sales', billing: 'Billing', admin: 'Administration' };

export function AdminSidebar({ permissions, onNavigate }: AdminSidebarProps) {
  const items = visibleNavItems(permissions);
  const groups = (['main', 'content', 'review', 'sales', 'billing', 'leads', 'admin'] as const)
    .map((group) => ({ group, items: items.filter((item) => item.group === group) }))
    .filter(({ items }) => items.length > 0);
  // Editors may create and edit but not delete (docs/product.md §6).
  const editOnly = permissions.canEdit && !permissions.canDelete;

  return (
    <div className="flex h-full flex-col gap-6 overflow-y-auto p-4">
      <nav aria-label="Admin" className="space-y-5">
        {groups.map(({ group, items }) => (
          <div key={group}>
            {groupHeadings[group] && (
              <p className="mb-2 px-3 text-xs font-semibold tracking-wider text-slate-400 uppercase">{groupHeadings[group]}</p>
            )}
            <ul className="space-y-1">
              {items.map(({ to, label, icon: Icon }) => (
                <li key={to}>
                  <NavLink
                    to={to}
                    end={to === paths.admin.root}
                    onClick={onNavigate}
                    className={({ isActive }) =>
                      `flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors ${
                        isActive ? 'bg-brand-700 text-white' : 'text-slate-300 hover:bg-slate-800 hover:text-white'
                      }`
                    }
                  >
                    <Icon aria-hidden="true" className="h-5 w-5 shrink-0" />
                    <span className="flex-1">{label}</span>
                    {to === paths.admin.leads && <UnreadLeadsBadge canManageLeads={permissions.canManageLeads} />}
                    {editOnly && group === 'content' && (
                      <span className="rounded bg-amber-400/15 px-1.5 py-0.5 text-[0.65rem] font-semibold text-amber-300 ring-1 ring-amber-400/30">
                        Edit Only
                      </span>
                    )}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <div className="mt-auto">
        <PermissionsPanel {...permissions} />
      </div>
    </div>
  );
}
