import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth } from './auth-context';

/** Sign out, then show the login page (replacing history, so Back does not return into the admin). */
export function useSignOutToLogin(): () => Promise<void> {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return useCallback(async () => {
    await signOut();
    await navigate(paths.admin.login, { replace: true });
  }, [signOut, navigate]);
}
