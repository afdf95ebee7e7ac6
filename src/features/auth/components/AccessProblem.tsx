import { ShieldAlert, UserX } from 'lucide-react';
import { useState } from 'react';
import { useSignOutToLogin } from '../use-sign-out-to-login';
import { AuthStatusScreen } from './AuthStatusScreen';

type AccessProblemProps = { kind: 'no-profile' | 'wrong-role' };

const problems = {
  'no-profile': {
    Icon: UserX,
    title: 'Profile Not Found',
    lines: ["Your account exists but doesn't have admin access."],
  },
  'wrong-role': {
    Icon: ShieldAlert,
    title: 'Access Denied',
    lines: ["You don't have permission to access the admin panel.", 'Required: Admin, Editor, or Reviewer'],
  },
} as const;

/** Shown to a signed-in account that may not enter the admin panel. 'Back to Login' signs it out first. */
export function AccessProblem({ kind }: AccessProblemProps) {
  const { Icon, title, lines } = problems[kind];
  const backToLogin = useSignOutToLogin();
  const [leaving, setLeaving] = useState(false);
  return (
    <AuthStatusScreen>
      <div className="text-center">
        <Icon aria-hidden="true" className="mx-auto h-12 w-12 text-red-500" />
        <h1 className="mt-4 text-2xl font-bold text-slate-900">{title}</h1>
        {lines.map((line) => (
          <p key={line} className="mt-2 text-slate-600">
            {line}
          </p>
        ))}
        <button
          type="button"
          disabled={leaving}
          onClick={() => {
            setLeaving(true);
            void backToLogin();
          }}
          className="mt-6 inline-flex items-center justify-center rounded-lg bg-slate-900 px-5 py-2.5 text-sm font-semibold text-white hover:bg-slate-700 disabled:opacity-60"
        >
          Back to Login
        </button>
      </div>
    </AuthStatusScreen>
  );
}
