import { Building2, CalendarCheck, Camera, FileSignature, FileSpreadsheet, HandCoins, History, KeyRound, Download, FileText, ImageUp, Inbox, LayoutDashboard, MapPinned, Mail, Newspaper, Receipt, SlidersHorizontal, TrendingUp, UserCog, Zap, type LucideIcon } from 'lucide-react';
import { contentTables, contentTypes } from '@/config/content-types';
import { paths } from '@/config/paths';
import type { Permissions } from '@/lib/permissions';

export type AdminNavItem = {
  to: string;
  label: string;
  icon: LucideIcon;
  /**
   * 'content' links are for staff who can edit; 'review' links for staff who only read (reviewers review the
   * posts, drafts included); 'leads' links for those who work leads (admins and sales); 'sales' links for those who
   * sell (canSell: admins and sales, decision 053); 'billing' links for those who bill or read invoices (admins,
   * accounts and sales, decision 104); 'admin' links for admins.
   */
  group: 'main' | 'content' | 'review' | 'leads' | 'sales' | 'billing' | 'admin';
  /** A further condition on the link, beyond its group's. */
  when?: (permissions: Permissions) => boolean;
};

export const adminNavItems: readonly AdminNavItem[] = [
  { to: paths.admin.root, label: 'Dashboard', icon: LayoutDashboard, group: 'main' },
  ...contentTables.map((table): AdminNavItem => ({ to: contentTypes[table].adminPath, label: contentTypes[table].navLabel, icon: contentTypes[table].icon, group: 'content' })),
  { to: paths.admin.media, label: 'Media', icon: ImageUp, group: 'content' },
  { to: paths.admin.blogPosts, label: 'Review Blog Posts', icon: FileText, group: 'review' },
  // Reviewers read sites and bookings too (docs/product.md §11, Roles); accounts read neither (decision 104).
  { to: paths.admin.sites, label: 'Sites', icon: MapPinned, group: 'main', when: (permissions) => permissions.readsStaffContent },
  { to: paths.admin.leads, label: 'Leads', icon: Inbox, group: 'leads' },
  { to: paths.admin.contacts, label: 'Contact Submissions', icon: Mail, group: 'leads' },
  { to: paths.admin.festivalBookings, label: 'Festival Bookings', icon: CalendarCheck, group: 'leads' },
  { to: paths.admin.resourceDownloads, label: 'Resource Downloads', icon: Download, group: 'leads' },
  { to: paths.admin.newsletterSubscribers, label: 'Newsletter Subscribers', icon: Newspaper, group: 'leads' },
  { to: paths.admin.campaigns, label: 'Campaigns', icon: FileSignature, group: 'sales' },
  { to: paths.admin.customers, label: 'Customers', icon: Building2, group: 'sales' },
  { to: paths.admin.jobs, label: 'Mounting Jobs', icon: Camera, group: 'sales' },
  { to: paths.admin.salesSettings, label: 'Sales Settings', icon: SlidersHorizontal, group: 'sales' },
  { to: paths.admin.invoices, label: 'Invoices', icon: Receipt, group: 'billing' },
  { to: paths.admin.receivables, label: 'Receivables', icon: HandCoins, group: 'billing' },
  // Billing staff only: sales read invoices, not the returns (docs/decisions/112).
  { to: paths.admin.gstReturns, label: 'GST Returns', icon: FileSpreadsheet, group: 'billing', when: (permissions) => permissions.canBill },
  // Rent and landlords are billing staff's alone, never sales' (docs/decisions/115).
  { to: paths.admin.leases, label: 'Leases', icon: KeyRound, group: 'billing', when: (permissions) => permissions.canBill },
  // Costs and margins likewise (docs/decisions/116).
  { to: paths.admin.siteCosts, label: 'Site Costs', icon: Zap, group: 'billing', when: (permissions) => permissions.canBill },
  { to: paths.admin.margins, label: 'Margins', icon: TrendingUp, group: 'billing', when: (permissions) => permissions.canBill },
  { to: paths.admin.staff, label: 'Staff', icon: UserCog, group: 'admin' },
  { to: paths.admin.activity, label: 'Activity', icon: History, group: 'admin' },
];

/** docs/product.md §2, Admin layout: reviewers get no content links but the blog list to review; only admins get the lead and staff screens. */
export function visibleNavItems(permissions: Permissions): AdminNavItem[] {
  const { isAdmin, canEdit, canManageLeads, canSell, readsStaffContent, canBill } = permissions;
  return adminNavItems.filter(
    (item) =>
      (item.when?.(permissions) ?? true) &&
      (item.group === 'main' ||
        (item.group === 'content' && canEdit) ||
        (item.group === 'review' && !canEdit && readsStaffContent) ||
        (item.group === 'leads' && canManageLeads) ||
        (item.group === 'sales' && canSell) ||
        (item.group === 'billing' && (canBill || canSell)) ||
        (item.group === 'admin' && isAdmin)),
  );
}
