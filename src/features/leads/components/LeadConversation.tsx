import { WhatsAppConversation } from '@/features/whatsapp/admin';
import type { InboxLead } from '../api/list-inbox';
import { useStaff } from '../api/use-staff';

/** A WhatsApp lead's conversation in its details, each reply under the name of who sent it (docs/product.md §10). */
export function LeadConversation({ lead }: { lead: InboxLead }) {
  const staff = useStaff();
  const names = new Map((staff.data ?? []).map((member) => [member.id, member.full_name || member.email]));
  return <WhatsAppConversation conversation={lead.id} name={lead.name ?? lead.phone ?? 'The customer'} staffNames={names} />;
}
