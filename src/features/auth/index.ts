/**
 * The auth feature's API. The sign-in page imports `AdminLogin`, whose chunk holds the form alone (its client loads
 * on use, docs/decisions/056); everything else is for the back office (the admin shell and its screens).
 */
export { AuthProvider } from './components/AuthProvider';
export { RequireAdminAccess } from './components/RequireAdminAccess';
export { AdminLogin } from './components/AdminLogin';
export { ForgotPassword } from './components/ForgotPassword';
export { EmailLinkScreen } from './components/EmailLinkScreen';
export { AuthContext, useAuth, usePermissions, type AuthState } from './auth-context';
export { useSignOutToLogin } from './use-sign-out-to-login';
export type { Profile } from './api/get-profile';
export type { Permissions } from '@/lib/permissions';
