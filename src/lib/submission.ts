import { useEffect, useRef, useState } from 'react';

/** Kept for the tab's session: whether a public form was sent in this visit. */
const SENT_STORAGE_KEY = 'form-sent';

/** Whether a public form was sent in this visit: a visitor who has just booked or written is not asked for more. */
export function formSentThisVisit(): boolean {
  try {
    return sessionStorage.getItem(SENT_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

function rememberFormSent(): void {
  try {
    sessionStorage.setItem(SENT_STORAGE_KEY, String(Date.now()));
  } catch {
    // A blocked storage only means the newsletter may still be offered.
  }
}

type SubmissionState = { status: 'idle' | 'pending' | 'success' } | { status: 'error'; error: Error };

/**
 * A public form's send: `submit(values, { onSuccess })` runs `send` once and reports pending, success or the
 * error (its message is what the form shows). What the public forms used TanStack Query's useMutation for,
 * without its query client: a page that only sends a form (contact, the festival offer) then loads no
 * server-state cache at all (docs/decisions/037). A send answered after the form has gone is dropped.
 */
export function useSubmission<Values, Result = void>(send: (values: Values) => Promise<Result>) {
  const [state, setState] = useState<SubmissionState>({ status: 'idle' });
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const submit = (values: Values, { onSuccess }: { onSuccess?: (result: Result) => void } = {}) => {
    setState({ status: 'pending' });
    send(values).then(
      (result) => {
        rememberFormSent();
        if (!mounted.current) return;
        setState({ status: 'success' });
        onSuccess?.(result);
      },
      (error: unknown) => {
        if (mounted.current) setState({ status: 'error', error: error instanceof Error ? error : new Error(String(error)) });
      },
    );
  };

  const outcome = state.status === 'error' ? { isError: true as const, error: state.error } : { isError: false as const, error: null };
  return { submit, reset: () => setState({ status: 'idle' }), isPending: state.status === 'pending', isSuccess: state.status === 'success', ...outcome };
}
