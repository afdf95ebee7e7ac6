import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FunctionsHttpError } from '@supabase/supabase-js';
import type { StaffRole } from '@/lib/permissions';
import { resourceKeys } from '@/lib/query-keys';
import { supabase } from '@/lib/supabase';

/**
 * The Staff screen's calls: each goes to the manage-staff edge function with the admin's own session;
 * the function checks that the caller is an admin and does the work with the service role on the
 * server (docs/decisions/023-staff-management.md).
 */

/** One row of the function's `list` answer: the wire shape of StaffMember in supabase/functions/manage-staff/staff.ts. */
export type StaffMember = {
  id: string;
  email: string;
  full_name: string | null;
  role: StaffRole;
  last_sign_in_at: string | null;
  invitation_pending: boolean;
};

export type StaffRequest =
  | { action: 'list' }
  | { action: 'invite'; email: string; role: StaffRole; full_name?: string }
  | { action: 'resend'; id: string }
  | { action: 'set_role'; id: string; role: StaffRole }
  | { action: 'remove'; id: string };

export const staffKeys = resourceKeys('staff');

/** The function's own refusal ({error}) when it gave one, else supabase-js's message. */
async function messageOf(error: Error): Promise<string> {
  if (error instanceof FunctionsHttpError) {
    const body = (await (error.context as Response).json().catch(() => null)) as { error?: unknown } | null;
    if (typeof body?.error === 'string') return body.error;
  }
  return error.message;
}

export async function manageStaff<T>(request: StaffRequest): Promise<T> {
  const { data, error } = await supabase.functions.invoke<T>('manage-staff', { body: request });
  if (error) throw new Error(await messageOf(error as Error));
  return data as T;
}

export function useStaffList() {
  return useQuery({
    queryKey: staffKeys.list({}),
    queryFn: async () => (await manageStaff<{ staff: StaffMember[] }>({ action: 'list' })).staff,
  });
}

/** A change to the staff list; the list is read again afterwards, whether it worked or not. */
export function useStaffChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: Exclude<StaffRequest, { action: 'list' }>) => manageStaff<unknown>(request),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.all }),
  });
}
