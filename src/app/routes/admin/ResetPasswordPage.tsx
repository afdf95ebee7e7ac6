import { PageMeta } from '@/components/PageMeta';
import { EmailLinkScreen } from '@/features/auth';

export default function ResetPasswordPage() {
  return (
    <>
      <PageMeta title="Reset Password" description="Choose a new back-office password." />
      <EmailLinkScreen type="recovery" />
    </>
  );
}
