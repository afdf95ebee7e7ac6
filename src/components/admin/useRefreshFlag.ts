import { useEffect, useEffectEvent } from 'react';
import { useSearchParams } from 'react-router';

/**
 * `?refresh=true` (set by a form after saving) reloads the list once and then leaves the address,
 * replacing the history entry so Back does not reload again (SPEC section 2).
 */
export function useRefreshFlag(reload: () => unknown) {
  const [params, setParams] = useSearchParams();
  const flagged = params.get('refresh') === 'true';
  const onReload = useEffectEvent(reload);
  useEffect(() => {
    if (!flagged) return;
    onReload();
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete('refresh');
        return next;
      },
      { replace: true },
    );
  }, [flagged, setParams]);
}
