import { Link } from '@/components/Link';
import { paths } from '@/config/paths';
import { AuthStatusScreen } from './AuthStatusScreen';
import { ForgotPasswordForm } from './ForgotPasswordForm';

/** /admin/forgot-password: reached from the login page. */
export function ForgotPassword() {
  return (
    <AuthStatusScreen>
      <h1 className="text-center text-2xl font-bold text-slate-900">Forgot your password?</h1>
      <p className="mt-2 text-center text-sm text-slate-600">Enter your email address and we will send you a link to set a new one.</p>
      <ForgotPasswordForm />
      <p className="mt-6 text-center text-sm">
        <Link to={paths.admin.login} className="text-slate-600 underline-offset-2 hover:text-slate-900 hover:underline">
          Back to sign in
        </Link>
      </p>
    </AuthStatusScreen>
  );
}
