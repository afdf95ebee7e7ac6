import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { describeDbError, type FieldLabels } from '@/lib/db-errors';

export type SaveAndReturnOptions<T> = {
  save: (values: T) => Promise<unknown>;
  /** Where to go after a successful save (the list, possibly with `?refresh=true`). */
  to: string;
  /** Pause before leaving, e.g. 500 ms for the blog and client forms (docs/product.md §9). */
  delayMs?: number;
  /** Column → field label, so a constraint error names the field as the form does. */
  labels?: FieldLabels;
};

/**
 * The submit handler of an admin form: saves, optionally waits, then returns to the list. A failure
 * stays on the form with a readable `error` for an ErrorBanner. `busy` is true from the submit until
 * a failure, and after a success until the form has left: leaving waits for the list's loader, and a
 * second click meanwhile would store the record twice. A submit while one is
 * running or after a success is ignored, so even clicks faster than a render save once.
 */
export function useSaveAndReturn<T>({ save, to, delayMs = 0, labels }: SaveAndReturnOptions<T>) {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A ref, not state: the check must see a submit started by a click in the same frame.
  const started = useRef(false);
  // From a successful save on, the form's changes are stored: leaving must not warn about them.
  const saved = useRef(false);
  async function submit(values: T) {
    if (started.current) return;
    started.current = true;
    setBusy(true);
    setError(null);
    try {
      await save(values);
    } catch (caught) {
      started.current = false;
      setBusy(false);
      setError(describeDbError(caught, labels));
      return;
    }
    saved.current = true;
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    await navigate(to);
  }
  const clearError = useCallback(() => setError(null), []);
  return { submit, error, busy, saved, clearError };
}
