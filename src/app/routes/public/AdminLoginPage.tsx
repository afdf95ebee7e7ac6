import { PageMeta } from '@/components/PageMeta';
import { AdminLogin } from '@/features/auth';

/**
 * The sign-in screen at /admin/login: a page anyone may open, prerendered and held to the public pages' aims; none
 * of the back office's code loads before sign-in (docs/decisions/056-a-light-sign-in-page.md). Like every /admin
 * address it is `noindex` (PageMeta).
 */
export default function AdminLoginPage() {
  return (
    <>
      <PageMeta title="Admin Login" description="Sign in to the back office." />
      <AdminLogin />
    </>
  );
}
