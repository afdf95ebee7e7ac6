import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { useSearchParams } from 'react-router';
import { REFRESH_PARAM } from '@/config/paths';

/**
 * `?refresh=true` (set by a form after saving) refreshes the list the one way every list refreshes:
 * it invalidates `queryKey` (the resource's key, as the save itself does), then leaves the address,
 * replacing the history entry so Back does not refresh again (docs/product.md §2).
 */
export function useRefreshFlag(queryKey: QueryKey) {
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const flagged = params.get(REFRESH_PARAM) === 'true';
  const invalidate = useEffectEvent(() => queryClient.invalidateQueries({ queryKey }));
  useEffect(() => {
    if (!flagged) return;
    void invalidate();
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete(REFRESH_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [flagged, setParams]);
}
