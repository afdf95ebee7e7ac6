import { AlertCircle, Lock } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Link } from '@/components/Link';
import * as v from 'valibot';
import { useHydrated } from '@/components/useHydrated';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { hasStoredSession } from '@/lib/auth-storage';
import { isCrewPath, returnPath } from '../return-path';
import { loginSchema, type LoginValues } from '../schemas';
import { AuthStatusScreen } from './AuthStatusScreen';
import { SubmitButton } from './SubmitButton';

export const LOGIN_FAILED_MESSAGE = 'Login failed. Please check your credentials.';
export const CONNECTION_FAILED_MESSAGE = 'Connection failed. Please try again.';

const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none disabled:bg-slate-100 disabled:text-slate-500 aria-[invalid=true]:border-red-500';

type Field = keyof LoginValues;
type FieldErrors = Partial<Record<Field, string>>;

/** The form's fields in page order: the first one with a message takes focus. */
const FIELDS: Field[] = ['email', 'password'];

/** The card's last line: the prerendered page paints once the parser has reached it. */
const LAST_LINE_ID = 'login-back-to-website';

/**
 * The sign-in calls and the full Supabase client they need (about 50 KB gzipped): never part of what the page
 * loads before it is interactive. They load when a field takes focus, when a session is stored, or on 'Sign In'.
 */
const loadSignIn = () => import('../api/sign-in');

function preloadSignIn(): void {
  loadSignIn().catch(() => undefined);
}

/** What the fields hold: they are the browser's own (uncontrolled), so whatever was typed before the code arrived counts. */
function valuesOf(form: HTMLFormElement): Record<Field, string> {
  const value = (name: Field) => (form.elements.namedItem(name) as HTMLInputElement | null)?.value ?? '';
  return { email: value('email'), password: value('password') };
}

/** Each field's first message, or null when the values pass. */
function check(form: HTMLFormElement): { errors: FieldErrors; output: LoginValues | null } {
  const result = v.safeParse(loginSchema, valuesOf(form));
  if (result.success) return { errors: {}, output: result.output };
  const errors: FieldErrors = {};
  for (const issue of result.issues) {
    const field = issue.path?.[0]?.key as Field | undefined;
    if (field !== undefined && errors[field] === undefined) errors[field] = issue.message;
  }
  return { errors, output: null };
}

/**
 * The admin sign-in screen, a light page of its own (docs/decisions/056-a-light-sign-in-page.md): prerendered,
 * hydrated by a chunk with this form, valibot and the path back. The back office's code loads once the session
 * exists, on the way to the admin page first asked for, else the dashboard; a visitor who is already signed in goes
 * straight on. Until the page is interactive, 'Sign In' is disabled: the browser would otherwise send the form
 * itself, the password in the address. The fields take typing meanwhile, and keep it.
 */
/** Opens the page sign-in leads to: the crew's pages are loaded as the app of their own they are (crew.html). */
function goOn(target: string, navigate: ReturnType<typeof useNavigate>): void {
  if (isCrewPath(target)) window.location.replace(target);
  else void navigate(target, { replace: true });
}

export function AdminLogin() {
  const location = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const from: unknown = location.state;
  const { search } = location;

  useEffect(() => {
    // Someone typing before the code arrived: the client loads while they finish.
    if (formRef.current?.contains(document.activeElement)) preloadSignIn();
    if (!hasStoredSession()) return;
    let current = true;
    loadSignIn()
      .then(async ({ hasSession, signedInRole }) => ((await hasSession()) ? signedInRole() : undefined))
      .then((role) => {
        if (role !== undefined && current) goOn(returnPath(from, search, role), navigate);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [from, search, navigate]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const { errors: found, output } = check(form);
    setSubmitted(true);
    setErrors(found);
    if (!output) {
      const first = FIELDS.find((field) => found[field] !== undefined);
      if (first) (form.elements.namedItem(first) as HTMLInputElement | null)?.focus();
      return;
    }
    setFailure(null);
    setBusy(true);
    try {
      const { signInWithPassword, signedInRole } = await loadSignIn();
      const { error } = await signInWithPassword(output.email, output.password);
      if (!error) {
        // Still 'Signing in...' while the next page's code arrives; that page then replaces this one.
        goOn(returnPath(from, search, await signedInRole()), navigate);
        return;
      }
      setFailure(error.message || LOGIN_FAILED_MESSAGE);
    } catch {
      setFailure(CONNECTION_FAILED_MESSAGE);
    }
    setBusy(false);
  };

  // Once the form has been sent, each message follows what is typed.
  const onChange = () => {
    if (submitted && formRef.current) setErrors(check(formRef.current).errors);
  };

  return (
    <AuthStatusScreen>
      {/*
        The card is centred, and on a slow phone the browser paints the prerendered HTML as it parses it: each part
        moved the card up (a layout shift of 0.08 in the bench). This link, hoisted into the head, holds the first
        paint until the card's last line is parsed (Chromium; elsewhere it does nothing, as it does when the page is
        rendered in the browser).
      */}
      <link rel="expect" href={`#${LAST_LINE_ID}`} blocking="render" />
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

      <form ref={formRef} onSubmit={(event) => void onSubmit(event)} onChange={onChange} onFocus={preloadSignIn} noValidate className="mt-6">
        <div className="space-y-4">
          <div>
            <label htmlFor="login-email" className="block text-sm font-medium text-slate-700">
              Email
            </label>
            <input
              id="login-email"
              name="email"
              type="email"
              autoComplete="username"
              required
              disabled={busy}
              placeholder="you@example.com"
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={errors.email ? 'login-email-error' : undefined}
              className={inputClass}
            />
            {errors.email && (
              <p id="login-email-error" className="mt-1 text-sm text-red-600">
                {errors.email}
              </p>
            )}
          </div>
          <div>
            <label htmlFor="login-password" className="block text-sm font-medium text-slate-700">
              Password
            </label>
            <input
              id="login-password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
              disabled={busy}
              aria-invalid={errors.password ? true : undefined}
              aria-describedby={errors.password ? 'login-password-error' : undefined}
              className={inputClass}
            />
            {errors.password && (
              <p id="login-password-error" className="mt-1 text-sm text-red-600">
                {errors.password}
              </p>
            )}
          </div>
          <p className="text-right text-sm">
            <Link to={paths.admin.forgotPassword} className="font-medium text-brand-700 underline-offset-2 hover:underline">
              Forgot password?
            </Link>
          </p>
          <SubmitButton busy={busy} busyLabel="Signing in..." disabled={busy || !hydrated}>
            Sign In
          </SubmitButton>
        </div>
      </form>

      <p id={LAST_LINE_ID} className="mt-6 text-center text-sm">
        <Link to={paths.home} className="text-slate-600 underline-offset-2 hover:text-slate-900 hover:underline">
          Back to website
        </Link>
      </p>
    </AuthStatusScreen>
  );
}
