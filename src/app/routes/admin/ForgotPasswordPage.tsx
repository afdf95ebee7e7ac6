import { PageMeta } from '@/components/PageMeta';
import { ForgotPassword } from '@/features/auth';

export default function ForgotPasswordPage() {
  return (
    <>
      <PageMeta title="Forgot Password" description="Get a link to set a new back-office password." />
      <ForgotPassword />
    </>
  );
}
