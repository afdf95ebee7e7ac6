/** The auth feature's public API: admin-only code (the login page and the admin shell) imports it; public pages never do. */
export { AuthProvider } from './components/AuthProvider';
export { RequireAdminAccess } from './components/RequireAdminAccess';
export { AdminLogin } from './components/AdminLogin';
export { ForgotPassword } from './components/ForgotPassword';
export { EmailLinkScreen } from './components/EmailLinkScreen';
export { AuthContext, useAuth, usePermissions, type AuthState } from './auth-context';
export { useSignOutToLogin } from './use-sign-out-to-login';
export type { Profile } from './api/get-profile';
export type { Permissions } from '@/lib/permissions';
