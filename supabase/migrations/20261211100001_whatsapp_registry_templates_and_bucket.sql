-- WhatsApp's data (docs/decisions/117-whatsapp-on-the-cloud-api.md): the settings' one row, the lead kind 'whatsapp'
-- (the spam screen, the inbox row, the lead tables' policies and triggers on whatsapp_conversations), the agency's
-- templates with the names and parameters they are approved under at Meta, and the private bucket the photos and
-- files customers send are kept in.
insert into public.whatsapp_settings default values;

insert into public.lead_sources (kind, source_table, name_column, email_column, phone_column, summary_sql) values
  ('whatsapp', 'whatsapp_conversations', 'name', null, 'phone',
   $$'WhatsApp: ' || coalesce(nullif(lead ->> 'message', ''), 'a photo or a file')$$);

insert into public.whatsapp_templates (key, name, language, params, preview, in_inbox) values
  ('follow_up', 'enquiry_follow_up', 'en', '{name}',
   'Hello {{1}}, this is Chennai Outdoor Media following up on your enquiry. Reply to this message to continue.', true),
  ('proposal_sent', 'proposal_sent', 'en', '{name,reference,link}',
   'Hello {{1}}, your proposal {{2}} from Chennai Outdoor Media is ready. Open it here: {{3}}', false),
  ('hold_expiring', 'hold_expiring', 'en', '{name,reference,due_on}',
   'Hello {{1}}, the sites we hold for proposal {{2}} are held until {{3}}. Reply or accept the proposal to keep them.', false),
  ('proof_report_ready', 'proof_report_ready', 'en', '{name,reference,link}',
   'Hello {{1}}, the proof of display for campaign {{2}} is ready. See the photos here: {{3}}', false),
  ('invoice_issued', 'invoice_issued', 'en', '{name,number,amount,due_on,link}',
   'Hello {{1}}, invoice {{2}} for {{3}} from Chennai Outdoor Media is due on {{4}}. Open it here: {{5}}', false),
  ('invoice_due', 'invoice_due', 'en', '{name,number,amount,days,link}',
   'Hello {{1}}, invoice {{2}} has {{3}} left to pay, {{4}} days after its due day. Open it here: {{5}}', false);

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('whatsapp', 'whatsapp', false, 16777216, array[
  'image/jpeg', 'image/png', 'image/webp', 'application/pdf', 'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;
