-- The letterhead carries the agency's GSTIN, PAN and logo (docs/decisions/095): settings an admin keeps beside the
-- sales settings, each optional, each checked as the customers' GSTIN is.
alter table public.sales_settings
  add column agency_gstin text,
  add column agency_pan text,
  add column letterhead_logo text,
  add constraint sales_settings_agency_gstin_shape check (agency_gstin is null or agency_gstin ~ '^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$'),
  add constraint sales_settings_agency_pan_shape check (agency_pan is null or agency_pan ~ '^[A-Z]{5}[0-9]{4}[A-Z]$'),
  -- A GSTIN carries its holder's PAN in its characters 3 to 12.
  add constraint sales_settings_gstin_carries_pan check (agency_gstin is null or agency_pan is null or substr(agency_gstin, 3, 10) = agency_pan),
  add constraint sales_settings_letterhead_logo_url check (letterhead_logo ~* '^(https?://[^\s/?#]+[^\s]*|/[^/\s][^\s]*)$'),
  add constraint sales_settings_letterhead_logo_length check (char_length(letterhead_logo) <= 2048);
