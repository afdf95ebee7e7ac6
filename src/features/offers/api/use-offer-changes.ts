import { useQueryClient } from '@tanstack/react-query';
import { useTableChanges } from '@/lib/realtime';
import { offerKeys } from './fetch-offers';

/**
 * Keeps the admin list live: any insert, update or delete reads the page on screen again (the list is searched and
 * paged, so only the server knows where a changed offer belongs now).
 */
export function useOfferChanges() {
  const queryClient = useQueryClient();
  useTableChanges('offers', () => {
    void queryClient.invalidateQueries({ queryKey: offerKeys.list({ view: 'admin' }) });
  });
}
