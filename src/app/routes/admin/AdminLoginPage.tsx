import { PageMeta } from '@/components/PageMeta';
import { AdminLogin, AuthProvider } from '@/features/auth';

export default function AdminLoginPage() {
  return (
    <AuthProvider>
      <PageMeta title="Admin Login" description="Sign in to the back office." />
      <AdminLogin />
    </AuthProvider>
  );
}
