import { useMutation, useQueryClient } from '@tanstack/react-query';
import { expectWritten } from '@/lib/db-errors';
import { supabase } from '@/lib/supabase';
import type { SalesSettings } from './campaign-types';
import { salesSettingsKeys } from './campaign-keys';

export type SalesSettingsInput = Omit<SalesSettings, 'id' | 'updated_at'>;

/** Admins change the settings (RLS: sales_settings_update_admin); a refusal is one sentence. */
export async function saveSalesSettings(values: SalesSettingsInput): Promise<void> {
  expectWritten(await supabase.from('sales_settings').update(values).eq('id', true).select('id'), 'settings', 'save');
}

export function useSaveSalesSettings() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveSalesSettings, onSuccess: () => queryClient.invalidateQueries({ queryKey: salesSettingsKeys.all }) });
}
