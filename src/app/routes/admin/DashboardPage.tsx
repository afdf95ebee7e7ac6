import { PageMeta } from '@/components/PageMeta';
import { useAuth, usePermissions } from '@/features/auth';
import { BillingFiguresPanel } from '@/features/billing/admin';
import { BusinessFigures, DashboardCounts, QuickActions, RoleSummary } from '@/features/dashboard/admin';
import { UnreadLeadsCard } from '@/features/leads/admin';

export default function DashboardPage() {
  const { profile } = useAuth();
  const { canManageLeads, canEdit, canSell, canBill, readsStaffContent } = usePermissions();
  return (
    <div className="space-y-6">
      <PageMeta title="Dashboard" description="Admin dashboard: content counts, the business's figures and quick actions." />
      <h1 className="text-2xl font-bold text-slate-900">Dashboard</h1>
      <RoleSummary role={profile?.role ?? ''} />
      <UnreadLeadsCard canManageLeads={canManageLeads} />
      {/* The owner's and the accountant's: what clients owe (docs/product.md §16). */}
      {canBill && <BillingFiguresPanel />}
      {/* Accounts read none of the content, sites or bookings these count (decision 104). */}
      {readsStaffContent && (
        <>
          <DashboardCounts canManageLeads={canManageLeads} />
          <BusinessFigures canSell={canSell} canBill={canBill} />
          <QuickActions canEdit={canEdit} />
        </>
      )}
    </div>
  );
}
