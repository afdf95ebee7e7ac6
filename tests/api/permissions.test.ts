import { readdirSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { canEnterAdminPanel, permissionsFor } from '@/lib/permissions';
import { anonClient, signedInClient, type Client } from '../support/clients';
import { sql, sqlValue } from '../support/db';

/**
 * Permissions are written once in SQL (supabase/migrations/*_security.sql, docs/decisions/
 * 012-permissions-in-sql.md) and mapped once more for the screens in src/lib/permissions.ts. Here the
 * database answers, as each demo account, what each permission function says, and permissions.ts
 * must say the same for that account's role; and no policy may name a role itself.
 */

type Role = string | null;

/** Each permission function with the permissions.ts answer it must agree with. */
const SCREEN_RULE_OF = {
  has_admin_access: (role: Role) => permissionsFor(role).readsStaffContent,
  can_enter_back_office: (role: Role) => canEnterAdminPanel(role),
  can_bill: (role: Role) => permissionsFor(role).canBill,
  is_admin: (role: Role) => permissionsFor(role).isAdmin,
  can_edit_content: (role: Role) => permissionsFor(role).canEdit,
  can_delete_content: (role: Role) => permissionsFor(role).canDelete,
  can_manage_leads: (role: Role) => permissionsFor(role).canManageLeads,
  can_delete_leads: (role: Role) => permissionsFor(role).canDeleteLeads,
  can_manage_sites: (role: Role) => permissionsFor(role).canManageSites,
  can_sell: (role: Role) => permissionsFor(role).canSell,
  can_manage_jobs: (role: Role) => permissionsFor(role).canManageJobs,
  is_crew: (role: Role) => permissionsFor(role).isCrew,
} as const;
type PermissionFunction = keyof typeof SCREEN_RULE_OF;
const FUNCTIONS = Object.keys(SCREEN_RULE_OF) as PermissionFunction[];

const ACTORS = ['accounts', 'admin', 'editor', 'reviewer', 'sales', 'crew', 'member', 'noprofile', 'anon'] as const;

describe.each(ACTORS)('as %s', (actor) => {
  let client: Client;
  let role: Role;

  beforeAll(async () => {
    client = actor === 'anon' ? anonClient() : await signedInClient(`${actor}@example.com`);
    const { data, error } = await client.rpc('current_user_role');
    if (error) throw new Error(`current_user_role() failed: ${error.message}`);
    role = data;
  });

  it.each(FUNCTIONS)('%s() agrees with src/lib/permissions.ts', async (name) => {
    const { data, error } = await client.rpc(name);
    expect(error).toBeNull();
    expect(data).toBe(SCREEN_RULE_OF[name](role));
  });
});

it('each demo account has the role its name says (so the agreement above covers every role)', async () => {
  const rows = await sql<{ email: string; role: string | null }>(
    `select u.email, p.role from auth.users u left join public.user_profiles p on p.id = u.id
      where u.email = any($1) order by u.email`,
    [ACTORS.filter((actor) => actor !== 'anon').map((actor) => `${actor}@example.com`)],
  );
  expect(rows).toEqual([
    { email: 'accounts@example.com', role: 'accounts' },
    { email: 'admin@example.com', role: 'admin' },
    { email: 'crew@example.com', role: 'crew' },
    { email: 'editor@example.com', role: 'editor' },
    { email: 'member@example.com', role: 'member' },
    { email: 'noprofile@example.com', role: null },
    { email: 'reviewer@example.com', role: 'reviewer' },
    { email: 'sales@example.com', role: 'sales' },
  ]);
});

it('the API roles may call exactly current_user_role(), the permission functions, the admins\' lead request and the listed RPCs', async () => {
  // Everything else in public (trigger functions) stays out of /rest/v1/rpc.
  const rows = await sql<{ name: string; anon: boolean; authenticated: boolean }>(
    `select p.proname as name,
            has_function_privilege('anon', p.oid, 'execute') as anon,
            has_function_privilege('authenticated', p.oid, 'execute') as authenticated
       from pg_proc p where p.pronamespace = 'public'::regnamespace order by p.proname`,
  );
  const callable = rows.filter((row) => row.anon || row.authenticated);
  // delete_lead_person (decisions 024, 073) checks can_delete_leads() itself; only signed-in users reach it.
  const leadRequest = { name: 'delete_lead_person', anon: false, authenticated: true };
  // restore_revision (decision 030) is security invoker: the update it runs meets the caller's own RLS.
  const restore = { name: 'restore_revision', anon: false, authenticated: true };
  // Sites (decision 033): visitors ask for taken dates and free sites; staff import (RLS and can_edit_content() decide).
  const siteReads = ['site_is_taken', 'site_localities', 'site_taken_dates', 'sites_free_between'];
  const siteImport = { name: 'import_sites', anon: false, authenticated: true };
  // dashboard_count (decision 031) is security invoker and hands its statistics only to callers who see every row.
  const dashboardCount = { name: 'dashboard_count', anon: false, authenticated: true };
  // The registries (decisions 042, 044): dashboard_count runs as its caller and asks whether a table is registered;
  // media_uses answers staff only (it checks has_admin_access() itself); media_objects runs as its caller, and the
  // media bucket's select policy shows objects to staff only (decision 051).
  const registryReads = ['is_content_table', 'is_lead_table', 'media_objects', 'media_uses'].map((name) => ({ name, anon: false, authenticated: true }));
  // Who a lead can be assigned to (decision 045): for those who work leads, who may call it.
  const leadWorkers = { name: 'lead_workers', anon: false, authenticated: true };
  // role_works_leads: the one rule behind can_manage_leads() and the assignee check, callable like them.
  const roleRule = { name: 'role_works_leads', anon: true, authenticated: true };
  // The staff a post can be by (decision 052): for those who edit content, who may call it.
  const blogAuthors = { name: 'blog_authors', anon: false, authenticated: true };
  // Proposals (decisions 053 and 090): a client opens, accepts or answers one through its token, and their first view
  // is noted; sales send, send again, withdraw, hold again, revise and cancel (each checks can_sell() itself); India's date
  // is what a proposal's validity is counted in. Its e-mails and the client's copy are the proposal-mail function's alone.
  const proposalLink = ['accept_proposal', 'ask_for_proposal_changes', 'india_today', 'note_proposal_viewed', 'proposal_view'].map((name) => ({ name, anon: true, authenticated: true }));
  const proposalSending = ['cancel_campaign', 'hold_proposal_again', 'reissue_proposal_link', 'revise_proposal', 'send_proposal', 'withdraw_proposal'].map((name) => ({ name, anon: false, authenticated: true }));
  // Licences ending soon (decision 054) and bookings past their licence (094) run as their caller: RLS shows
  // licences and bookings to staff only.
  const licencesEnding = ['bookings_past_licence', 'licences_ending'].map((name) => ({ name, anon: false, authenticated: true }));
  // The dashboard's figures (decision 054) check has_admin_access() and can_sell() themselves.
  const salesOverview = { name: 'sales_overview', anon: false, authenticated: true };
  // An admin extends a hold (decision 053); the function checks is_admin() itself.
  const extendHold = { name: 'extend_hold', anon: false, authenticated: true };
  // A campaign saved with its lines, and leads matched to customers (decision 055), run as their caller: RLS decides.
  // An offer's check constraints (decision 061) call these as the writer, so the API roles need them; they only read their argument.
  const offerChecks = ['offer_package_names_unique', 'offer_packages_valid'].map((name) => ({ name, anon: true, authenticated: true }));
  const campaignWork = ['customer_lead_matches', 'gstin_check_character_matches', 'lead_company', 'lead_customer_matches', 'make_proposal_from_lead', 'save_campaign', 'save_customer'].map((name) => ({ name, anon: false, authenticated: true }));
  // Proof of display (decision 057): the storage and table policies' per-job rules, the shots a job needs and a
  // distance, and sharing or revoking a report (each checks can_manage_jobs() itself). proof_report() is the
  // proof-report function's alone (service role).
  const proofWork = ['ask_for_shots_again', 'can_read_proof_file', 'can_see_creative', 'can_see_job', 'can_shoot_job', 'crew_members', 'is_crew_site', 'job_required_shots', 'metres_between', 'proof_distance_m', 'readable_proof_files', 'revoke_proof_report', 'share_proof_report'].map((name) => ({ name, anon: false, authenticated: true }));
  // Billing (decision 104): each function checks can_bill() itself; the invoice's link is a client's, as a proposal's.
  const billingWork = ['cancel_invoice', 'discard_invoice_draft', 'draft_invoice', 'financial_year_of', 'invoice_document', 'issue_invoice', 'months_between', 'next_invoice_period', 'revoke_invoice_links', 'share_invoice', 'tax_rate_on', 'balance_paise', 'record_receipt', 'record_tds_certificate', 'settled_paise', 'tds_rate_for', 'void_receipt', 'credited_paise', 'issue_credit_note', 'billing_figures', 'customer_statement', 'payment_mode_name', 'receivables', 'apply_advance', 'unapplied_paise', 'record_irn', 'record_purchase_order', 'can_file_purchase_order', 'confirm_without_purchase_order', 'confirmation', 'b2cl_limit_on', 'gstr1'].map((name) => ({ name, anon: false, authenticated: true }));
  const invoiceLink = { name: 'invoice_view', anon: true, authenticated: true };
  // Leases and rent (decision 115): each checks can_bill() itself.
  const leaseWork = ['can_file_lease_agreement', 'landlord_balances', 'lease_rent', 'leases_ending', 'next_escalation', 'record_rent_payment', 'rents_due', 'save_lease', 'void_rent_payment'].map((name) => ({ name, anon: false, authenticated: true }));
  // Site costs, vendor orders and margins (decision 116): each checks can_bill() itself.
  const costWork = ['cancel_vendor_order', 'margins', 'note_vendor_order_emailed', 'raise_vendor_order', 'receive_vendor_order', 'record_power_bill', 'record_vendor_bill', 'set_power_meter_shares', 'sites_for_costs'].map((name) => ({ name, anon: false, authenticated: true }));
  // WhatsApp (decision 117): staff who work leads reply (start_whatsapp_reply checks can_manage_leads()), those who sell
  // record and withdraw a contact's opt-in (each checks can_sell()); the webhook's functions are the service role's.
  const whatsAppWork = ['record_whatsapp_opt_in', 'start_whatsapp_reply', 'withdraw_whatsapp_opt_in'].map((name) => ({ name, anon: false, authenticated: true }));
  expect(callable).toEqual(
    [
      ...['current_user_role', ...FUNCTIONS, ...siteReads].map((name) => ({ name, anon: true, authenticated: true })),
      leadRequest,
      restore,
      siteImport,
      dashboardCount,
      ...registryReads,
      leadWorkers,
      roleRule,
      blogAuthors,
      ...proposalLink,
      ...proposalSending,
      ...licencesEnding,
      salesOverview,
      extendHold,
      ...campaignWork,
      ...offerChecks,
      ...proofWork,
      ...billingWork,
      invoiceLink,
      ...leaseWork,
      ...costWork,
      ...whatsAppWork,
    ].sort((a, b) => a.name.localeCompare(b.name)),
  );
});

describe('no policy names a role', () => {
  const MIGRATIONS = new URL('../../supabase/migrations/', import.meta.url);
  const SCHEMAS = new URL('../../supabase/schemas/', import.meta.url);
  let roles: string[];

  beforeAll(async () => {
    // The roles the schema knows, from the check constraint on user_profiles.role.
    const definition = await sqlValue<string>(
      "select pg_get_constraintdef(oid) from pg_constraint where conname = 'user_profiles_role_known'",
    );
    roles = [...definition.matchAll(/'(\w+)'::text/g)].map((match) => match[1] as string);
    expect(roles).toEqual(expect.arrayContaining(['admin', 'editor', 'reviewer', 'member']));
  });

  /** What in a policy's text names a role: a quoted role name, or the role itself via current_user_role(). */
  function namesARole(text: string): boolean {
    return /current_user_role\s*\(/i.test(text) || roles.some((role) => text.includes(`'${role}'`));
  }

  /** Every `create policy` / `alter policy` statement of the migrations and the schema files, comments removed. */
  function policyStatements(): string[] {
    const folders = [MIGRATIONS, SCHEMAS];
    return folders
      .flatMap((folder) => readdirSync(folder).filter((file) => file.endsWith('.sql')).map((file) => new URL(file, folder)))
      .flatMap((file) => readFileSync(file, 'utf8').replace(/--[^\n]*/g, '').split(';'))
      .map((statement) => statement.trim())
      .filter((statement) => /^(create|alter)\s+policy\b/i.test(statement));
  }

  it('the check itself catches a role named in a policy', () => {
    expect(namesARole("create policy p on t for delete using ((select public.current_user_role()) = 'admin')")).toBe(true);
    expect(namesARole("create policy p on t for insert with check (auth.jwt() ->> 'role' in ('editor'))")).toBe(true);
    expect(namesARole('create policy p on t for delete using ((select public.can_delete_content()))')).toBe(false);
  });

  it('in supabase/migrations/*.sql', () => {
    const statements = policyStatements();
    expect(statements.length).toBeGreaterThan(30);
    expect(statements.filter(namesARole)).toEqual([]);
  });

  it('in the live database', async () => {
    const policies = await sql<{ name: string; text: string }>(
      `select policyname as name, concat_ws(' ', qual, with_check) as text from pg_policies where schemaname = 'public'`,
    );
    expect(policies.length).toBeGreaterThan(30);
    expect(policies.filter((policy) => namesARole(policy.text)).map((policy) => policy.name)).toEqual([]);
  });
});
