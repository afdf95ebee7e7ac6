import { Outlet } from 'react-router';

/** Placeholder; the admin work replaces it with the access guard and the admin layout. */
export default function AdminShell() {
  return <Outlet />;
}
