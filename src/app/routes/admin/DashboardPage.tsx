import { PageMeta } from '@/components/PageMeta';
import { useAuth, usePermissions } from '@/features/auth';
import { BusinessFigures, DashboardCounts, QuickActions, RoleSummary } from '@/features/dashboard/admin';
import { UnreadLeadsCard } from '@/features/leads/admin';

export default function DashboardPage() {
  const { profile } = useAuth();
  const { canManageLeads, canEdit, canSell } = usePermissions();
  return (
    <div className="space-y-6">
      <PageMeta title="Dashboard" description="Admin dashboard: content counts, the business's figures and quick actions." />
      <h1 className="text-2xl font-bold text-slate-900">Dashboard</h1>
      <RoleSummary role={profile?.role ?? ''} />
      <UnreadLeadsCard canManageLeads={canManageLeads} />
      <DashboardCounts canManageLeads={canManageLeads} />
      <BusinessFigures canSell={canSell} />
      <QuickActions canEdit={canEdit} />
    </div>
  );
}
