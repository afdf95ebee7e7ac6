import { valibotResolver } from '@hookform/resolvers/valibot';
import { AlertCircle, Lock } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { useAuth } from '../auth-context';
import { returnPath } from '../return-path';
import { loginSchema, type LoginValues } from '../schemas';
import { AuthStatusScreen } from './AuthStatusScreen';
import { SubmitButton } from './SubmitButton';

export const LOGIN_FAILED_MESSAGE = 'Login failed. Please check your credentials.';
export const CONNECTION_FAILED_MESSAGE = 'Connection failed. Please try again.';

const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none disabled:bg-slate-100 disabled:text-slate-500 aria-[invalid=true]:border-red-500';

/**
 * The admin sign-in screen. A signed-in visitor goes straight on (to the admin page first asked for,
 * else the dashboard); so does a successful sign-in, the moment the session exists.
 */
export function AdminLogin() {
  const { session, loading, signIn } = useAuth();
  const location = useLocation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({ resolver: valibotResolver(loginSchema), defaultValues: { email: '', password: '' } });

  if (session) return <Navigate to={returnPath(location.state)} replace />;
  // Until the stored session has been read (a moment), show nothing rather than a form that may vanish.
  if (loading) return null;

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setFailure(null);
    try {
      const { error } = await signIn(email, password);
      if (error) setFailure(error.message || LOGIN_FAILED_MESSAGE);
    } catch {
      setFailure(CONNECTION_FAILED_MESSAGE);
    }
  });

  return (
    <AuthStatusScreen>
      <div className="text-center">
        <span className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-brand-100 text-brand-700">
          <Lock aria-hidden="true" className="h-6 w-6" />
        </span>
        <h1 className="mt-4 text-2xl font-bold text-slate-900">Admin Login</h1>
        <p className="mt-1 text-sm text-slate-600">{site.name} back office</p>
      </div>

      {failure && (
        <div role="alert" className="mt-6 flex gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm">
          <AlertCircle aria-hidden="true" className="h-5 w-5 shrink-0 text-red-600" />
          <div>
            <p className="font-semibold text-red-800">Login Failed</p>
            <p className="mt-1 text-red-700">{failure}</p>
          </div>
        </div>
      )}

      <form onSubmit={onSubmit} noValidate className="mt-6">
        <fieldset disabled={isSubmitting} className="space-y-4">
          <div>
            <label htmlFor="login-email" className="block text-sm font-medium text-slate-700">
              Email
            </label>
            <input
              id="login-email"
              type="email"
              autoComplete="username"
              required
              placeholder="you@example.com"
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={errors.email ? 'login-email-error' : undefined}
              className={inputClass}
              {...register('email')}
            />
            {errors.email && (
              <p id="login-email-error" className="mt-1 text-sm text-red-600">
                {errors.email.message}
              </p>
            )}
          </div>
          <div>
            <label htmlFor="login-password" className="block text-sm font-medium text-slate-700">
              Password
            </label>
            <input
              id="login-password"
              type="password"
              autoComplete="current-password"
              required
              aria-invalid={errors.password ? true : undefined}
              aria-describedby={errors.password ? 'login-password-error' : undefined}
              className={inputClass}
              {...register('password')}
            />
            {errors.password && (
              <p id="login-password-error" className="mt-1 text-sm text-red-600">
                {errors.password.message}
              </p>
            )}
          </div>
          <p className="text-right text-sm">
            <Link to={paths.admin.forgotPassword} className="font-medium text-brand-700 underline-offset-2 hover:underline">
              Forgot password?
            </Link>
          </p>
          <SubmitButton busy={isSubmitting} busyLabel="Signing in...">
            Sign In
          </SubmitButton>
        </fieldset>
      </form>

      <p className="mt-6 text-center text-sm">
        <Link to={paths.home} className="text-slate-600 underline-offset-2 hover:text-slate-900 hover:underline">
          Back to website
        </Link>
      </p>
    </AuthStatusScreen>
  );
}
