/**
 * The one-time first admin of a new project (docs/decisions/023-staff-management.md): nobody can use the
 * Staff screen before someone is an admin. Invites the address (GoTrue e-mails the link) and gives it the
 * admin role; refuses once any admin exists, after which staff are invited from the Staff screen.
 *
 *   SUPABASE_URL=https://<ref>.supabase.co SUPABASE_SERVICE_ROLE_KEY=<service role key> \
 *     node scripts/first-admin.ts owner@agency.example "Owner Name"
 */
import { createClient } from '@supabase/supabase-js';

async function main(): Promise<string> {
  const [email, fullName] = process.argv.slice(2);
  const url = process.env.SUPABASE_URL;
  const key = process.env.SUPABASE_SERVICE_ROLE_KEY;
  if (!email || !url || !key) {
    throw new Error('Usage: SUPABASE_URL=... SUPABASE_SERVICE_ROLE_KEY=... node scripts/first-admin.ts <email> [full name]');
  }
  const admin = createClient(url, key, { auth: { persistSession: false, autoRefreshToken: false } });
  const { count, error: countError } = await admin.from('user_profiles').select('id', { count: 'exact', head: true }).eq('role', 'admin');
  if (countError) throw new Error(`Could not read user_profiles: ${countError.message}`);
  if (count) throw new Error('This project already has an admin: invite staff from the Staff screen (/admin/staff).');
  const { data, error } = await admin.auth.admin.inviteUserByEmail(email.trim().toLowerCase(), {
    // What the invitation e-mail says (supabase/templates/invite.html).
    data: { ...(fullName && { full_name: fullName }), invited_by: 'The website setup', role_label: 'an admin' },
  });
  if (error) throw new Error(`Could not invite ${email}: ${error.message}`);
  const profile = { id: data.user.id, email: data.user.email ?? email, full_name: fullName ?? null, role: 'admin' };
  const { error: profileError } = await admin.from('user_profiles').upsert(profile);
  if (profileError) throw new Error(`Invited ${email}, but could not make them admin: ${profileError.message}`);
  return `Invited ${profile.email} as the first admin: the invitation link in their e-mail sets their password.`;
}

main().then(
  (message) => console.log(message),
  (error: unknown) => {
    console.error((error as Error).message);
    process.exitCode = 1;
  },
);
