import { approveJob } from './approve-job';
import { countOpenMountingJobs } from './count-open-mounting-jobs';
import { fetchCampaignStatus } from './fetch-campaign-status';
import { useJobMutation } from './job-mutation';

/**
 * Approves job `id`. Resolves to whether every mounting job of its campaign is approved now, which makes a confirmed
 * campaign live (decision 057); a campaign may also be live by its dates already, which says nothing of its proof.
 */
export function useApproveJob() {
  return useJobMutation(async ({ id, campaignId }: { id: string; campaignId: string }): Promise<{ live: boolean }> => {
    await approveJob(id);
    const [open, status] = await Promise.all([countOpenMountingJobs(campaignId), fetchCampaignStatus(campaignId)]);
    return { live: open === 0 && status === 'live' };
  });
}
