import { useState } from 'react';
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
 * stays on the form with a readable `error` for an ErrorBanner. Pass `submit` to react-hook-form's
 * handleSubmit, whose isSubmitting then covers the save and the wait.
 */
export function useSaveAndReturn<T>({ save, to, delayMs = 0, labels }: SaveAndReturnOptions<T>) {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  async function submit(values: T) {
    setError(null);
    try {
      await save(values);
    } catch (caught) {
      setError(describeDbError(caught, labels));
      return;
    }
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    navigate(to);
  }
  return { submit, error };
}
