import { AdminsAndSalesOnly } from '@/components/admin';

/** What staff who do not manage jobs (canManageJobs: admins and sales) see on a jobs screen they typed the address of. */
export function JobManagersOnly({ title }: { title: string }) {
  return <AdminsAndSalesOnly title={title} what="Mounting jobs" why="they assign the crew and approve the proof clients pay against" />;
}
