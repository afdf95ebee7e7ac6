import { PageMeta } from '@/components/PageMeta';
import { EmailLinkScreen } from '@/features/auth';

export default function AcceptInvitePage() {
  return (
    <>
      <PageMeta title="Accept Invitation" description="Choose a password for your back-office account." />
      <EmailLinkScreen type="invite" />
    </>
  );
}
