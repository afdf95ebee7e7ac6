import { FilePen } from 'lucide-react';
import { Button } from '@/components/admin';
import { useDialogs } from '@/components/dialog';
import { FormAlert } from '@/components/form';
import { describeDbError } from '@/lib/db-errors';
import type { Campaign } from '../../api/campaign-types';
import { useReviseProposal } from '../../api/revise-proposal';

/** The statuses a proposal is revised from (docs/decisions/090): the client has it, and no work has started. */
export const REVISABLE = new Set(['sent', 'changes_asked', 'expired', 'accepted', 'confirmed']);
const ACCEPTED = new Set(['accepted', 'confirmed']);

/** What revising does, said before it is done. */
function consequences(campaign: Campaign): string {
  const next = campaign.version + 1;
  if (ACCEPTED.has(campaign.status)) {
    return `The client accepted version ${campaign.version}. It becomes a draft of version ${next} for you to change and send, and the client accepts it again. Until then its bookings go back to holds for the client and its mounting jobs are removed; the acceptance stays in its history.`;
  }
  return `It becomes a draft of version ${next} for you to change and send. Its link stops working and tells the client a new version is coming; its sites stay held for them.`;
}

/** 'Revise proposal': a new version the client accepts again, instead of withdrawing and starting over. */
export function ReviseProposal({ campaign }: { campaign: Campaign }) {
  const revise = useReviseProposal();
  const { confirm } = useDialogs();
  return (
    <div className="space-y-3">
      {revise.error && <FormAlert tone="error" title="The proposal was not revised">{describeDbError(revise.error)}</FormAlert>}
      <Button
        disabled={revise.isPending}
        aria-busy={revise.isPending || undefined}
        onClick={() =>
          void (async () => {
            const sure = await confirm(consequences(campaign), { title: `Revise proposal ${campaign.reference}?`, confirmLabel: 'Revise', cancelLabel: 'Not now' });
            if (sure) revise.mutate(campaign.id);
          })()
        }
      >
        <FilePen aria-hidden="true" className="size-4" />
        {revise.isPending ? 'Revising...' : 'Revise proposal'}
      </Button>
    </div>
  );
}
