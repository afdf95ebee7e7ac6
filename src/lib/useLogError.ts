import { useEffect } from 'react';

/** Logs a failed background fetch once per error: home data sections show no error UI (docs/product.md §8). */
export function useLogError(error: Error | null, context: string) {
  useEffect(() => {
    if (error) console.error(`${context}:`, error);
  }, [error, context]);
}
