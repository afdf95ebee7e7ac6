import { useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { customerKeys } from './campaign-keys';

/** Every customer's id and name, A to Z, for the campaign form's choice (an agency has hundreds, not thousands). */
export function useCustomerChoices() {
  return useQuery({
    queryKey: customerKeys.list({ view: 'choices' }),
    queryFn: async () => {
      const { data } = await supabase.from('customers').select('id, name').order('name').limit(1000).throwOnError();
      return data;
    },
  });
}
