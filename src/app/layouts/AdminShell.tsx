import { Outlet } from 'react-router';
import { DialogProvider } from '@/components/dialog';
import { AuthProvider, RequireAdminAccess } from '@/features/auth';
import { AdminLayout } from './admin/AdminLayout';

/** The /admin route: session and profile tracking, the access guard, shared dialogs and the admin layout. */
export default function AdminShell() {
  return (
    <AuthProvider>
      <RequireAdminAccess>
        <DialogProvider>
          <AdminLayout>
            <Outlet />
          </AdminLayout>
        </DialogProvider>
      </RequireAdminAccess>
    </AuthProvider>
  );
}
