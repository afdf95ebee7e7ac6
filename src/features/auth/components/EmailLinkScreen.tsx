import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { FormAlert } from '@/components/form';
import { paths } from '@/config/paths';
import { checkEmailLink, emailLinkKeys, type LinkType } from '../api/check-email-link';
import { AuthStatusScreen } from './AuthStatusScreen';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { SetPasswordForm } from './SetPasswordForm';

/** The one sentence for a link that no longer works (GoTrue does not tell expired from used). */
export const LINK_EXPIRED_MESSAGE = 'This link has expired or has already been used.';

const TEXTS: Record<LinkType, { title: string; intro: string; submit: string; expiredHelp: string }> = {
  invite: {
    title: 'Accept your invitation',
    intro: 'Choose a password for your back-office account.',
    submit: 'Set password and sign in',
    expiredHelp: 'Ask an admin to send you a new invitation.',
  },
  recovery: {
    title: 'Set a new password',
    intro: 'Choose a new password for your back-office account.',
    submit: 'Save new password',
    expiredHelp: 'Enter your email address to get a new link.',
  },
};

/**
 * /admin/accept-invite and /admin/reset-password: the link from the e-mail is checked once (which signs
 * the person in), then they choose a password and arrive at /admin with their role.
 */
export function EmailLinkScreen({ type }: { type: LinkType }) {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const texts = TEXTS[type];
  const check = useQuery({
    queryKey: emailLinkKeys.detail(`${type}?${search.toString()}`),
    queryFn: () => checkEmailLink(search, type),
    staleTime: Infinity,
    retry: false,
  });

  return (
    <AuthStatusScreen>
      <h1 className="text-center text-2xl font-bold text-slate-900">{texts.title}</h1>
      {check.isPending && (
        <p role="status" className="mt-6 text-center text-slate-600">
          Checking your link...
        </p>
      )}
      {check.isError && (
        <div className="mt-6">
          <FormAlert tone="error">Connection failed. Please reload the page to try again.</FormAlert>
        </div>
      )}
      {check.data === 'expired' && (
        <>
          <div className="mt-6">
            <FormAlert tone="error" title={LINK_EXPIRED_MESSAGE}>
              {texts.expiredHelp}
            </FormAlert>
          </div>
          {type === 'recovery' && <ForgotPasswordForm submitLabel="Send a new link" />}
        </>
      )}
      {check.data === 'valid' && (
        <>
          <p className="mt-2 text-center text-sm text-slate-600">{texts.intro}</p>
          <SetPasswordForm submitLabel={texts.submit} onDone={() => navigate(paths.admin.root, { replace: true })} />
        </>
      )}
    </AuthStatusScreen>
  );
}
