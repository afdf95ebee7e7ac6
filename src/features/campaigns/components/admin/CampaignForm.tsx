import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Controller, useFieldArray, useWatch, type Control, type FieldErrors, type UseFormRegister, type UseFormSetValue } from 'react-hook-form';
import { useLocation } from 'react-router';
import { ErrorBanner, IconButton, LoadingText, RecordFormCard, RecordFormLoader, useRecordForm } from '@/components/admin';
import { CheckboxField, FormAlert, SelectField, SelectOptions, TextAreaField, TextField } from '@/components/form';
import { paths } from '@/config/paths';
import { addDays, durationText, today } from '@/lib/calendar-days';
import { pricingRates, useSalesSettings } from '../../api/fetch-sales-settings';
import { useCampaign } from '../../api/fetch-campaign';
import { useSaveCampaign } from '../../api/save-campaign';
import { useSellers } from '../../api/use-sellers';
import { type CampaignWithLines, type SalesSettings } from '../../api/campaign-types';
import { useCustomerChoices } from '../../api/use-customer-choices';
import { useCustomerContacts } from '../../api/use-customer-contacts';
import type { SentProposal } from '../../api/proposal-mail';
import { pricingLine } from '../../form-pricing';
import { formatRupees, priceCampaign } from '../../pricing';
import { campaignFormDefaults, campaignFormSchema, type CampaignFormValues } from '../../schemas';
import { CampaignStatusBadge } from '../../status';
import { CampaignTotals } from './CampaignTotals';
import { NewCustomerPanel } from './NewCustomerPanel';
import { LineAvailability } from './LineAvailability';
import { ProposalActions, ProposalLink } from './ProposalActions';
import { SentCampaign } from './SentCampaign';
import { SellersOnly } from './SellersOnly';
import { SiteFinder } from './SiteFinder';

const labels = { title: 'Title', customer_id: 'Customer', terms: 'Terms', advance: 'Advance before confirming', monthly_rate: 'Monthly rate', discount_percent: 'Discount', discount_reason: 'Discount reason', starts_on: 'Start', ends_on: 'End' };

/** What a make-a-proposal step hands the campaign's page (src/features/campaigns/api/make-proposal-from-lead.ts). */
type ArrivalState = { notes?: string[] } | null;

/**
 * A campaign's page (docs/product.md §13): a new one (no id) or campaign `id`. Drafts are edited here; a sent,
 * accepted or later campaign is shown as it was sent, with Withdraw for a sent one. The link a send returns is kept
 * here, above the form, because it is shown only once.
 */
export function CampaignForm({ id, canSell, isAdmin, userId }: { id?: string; canSell: boolean; isAdmin: boolean; userId?: string }) {
  const campaign = useCampaign(canSell ? id : undefined);
  const settings = useSalesSettings();
  const [link, setLink] = useState<SentProposal | null>(null);
  const notes = (useLocation().state as ArrivalState)?.notes ?? [];
  if (!canSell) return <SellersOnly title={id ? 'Campaign' : 'New Campaign'} />;
  if (settings.isPending) return <LoadingText />;
  if (settings.isError) return <ErrorBanner message="The sales settings could not be read, so prices cannot be shown. Reload the page to try again." />;
  return (
    <RecordFormLoader id={id} record={campaign} title="Campaign" message="Error loading campaign" backTo={paths.admin.campaigns} backLabel="Back to Campaigns">
      {(record) => (
        <>
          {notes.length > 0 && (
            <div className="mb-4">
              <FormAlert tone="error" title="Not everything of the quote came across">
                <ul className="list-disc pl-5">
                  {notes.map((note) => (
                    <li key={note}>{note}</li>
                  ))}
                </ul>
              </FormAlert>
            </div>
          )}
          {link && record && <ProposalLink sent={link} reference={record.reference ?? ''} />}
          {record && record.status !== 'draft' ? (
            <SentCampaign campaign={record} settings={settings.data} isAdmin={isAdmin}>
              <ProposalActions campaign={record} canSend={false} onSent={setLink} onWithdrawn={() => setLink(null)} />
            </SentCampaign>
          ) : (
            // A fresh copy of the record (after a save or a withdrawal) starts the form again from it.
            <DraftForm key={record?.updated_at ?? 'new'} campaign={record} settings={settings.data} userId={userId} onSent={setLink} />
          )}
        </>
      )}
    </RecordFormLoader>
  );
}

function DraftForm({ campaign, settings, userId, onSent }: { campaign?: CampaignWithLines; settings: SalesSettings; userId?: string; onSent: (sent: SentProposal) => void }) {
  const [id] = useState(() => campaign?.id ?? crypto.randomUUID());
  const save = useSaveCampaign();
  const form = useRecordForm({
    schema: campaignFormSchema,
    defaultValues: campaignFormDefaults(campaign, settings, userId),
    save: ({ lines, advance, ...values }) =>
      save.mutateAsync({
        id,
        values: { ...values, advance_paise: advance },
        lines: lines.map(({ id: lineId, site_id, starts_on, ends_on, monthly_rate, discount_percent, discount_reason }) => ({ id: lineId, site_id, starts_on, ends_on, monthly_rate, discount_percent, discount_reason })),
      }),
    // Saving stays on the campaign's page: a new one gets its address, a saved one reloads (docs/product.md §13).
    to: paths.admin.campaign(id),
    labels,
  });
  const { register, control, setValue, formState: { errors, isDirty }, cardProps } = form;
  // The campaign's own holds (kept through a revision): never in the way of its lines.
  const ownBookings = (campaign?.campaign_lines ?? []).flatMap((line) => (line.booking_id ? [line.booking_id] : []));

  return (
    <>
      <RecordFormCard
        {...cardProps}
        title={campaign ? `Campaign ${campaign.reference}` : 'New Campaign'}
        aria-label={campaign ? `Campaign ${campaign.reference}` : 'New campaign'}
        className="max-w-5xl"
        cancelTo={paths.admin.campaigns}
        submitLabel="Save draft"
      >
        <div className="flex flex-wrap items-center gap-3">
          <CampaignStatusBadge status="draft" />
          <p className="text-sm text-slate-600">A draft: change anything, then send it as a proposal.</p>
        </div>
        <TextField label="Title" required placeholder="e.g. Pongal 2027, OMR and GST Road" error={errors.title?.message} limit={200} {...register('title')} />
        <CustomerFields control={control} setValue={setValue} errors={errors} />
        <OwnerField control={control} />
        <div className="flex flex-wrap gap-6">
          <CheckboxField label="Include printing" {...register('include_printing')} />
          <CheckboxField label="Include mounting" {...register('include_mounting')} />
        </div>
        <LinesEditor control={control} register={register} errors={errors} ownBookings={ownBookings} />
        <LiveTotals control={control} settings={settings} />
        <TextField
          label="Valid until"
          type="date"
          min={today()}
          hint={`Leave empty: ${settings.validity_days} days from the day it is sent. Holds on the sites last ${settings.hold_days} days.`}
          {...register('valid_until')}
        />
        <TextField
          label="Advance before confirming (₹)"
          inputMode="numeric"
          hint="Leave empty when the bookings are confirmed on the client's purchase order alone; an amount here is asked of the client as well, before confirming."
          error={errors.advance?.message}
          {...register('advance')}
        />
        <TextAreaField label="Terms" rows={5} hint="The settings' terms to start with; what is here is what the client reads." error={errors.terms?.message} limit={5000} {...register('terms')} />
      </RecordFormCard>
      {campaign && <ProposalActions campaign={campaign} canSend={!isDirty} onSent={onSent} onWithdrawn={() => undefined} />}
    </>
  );
}

type FieldsProps = { control: Control<CampaignFormValues, unknown, unknown>; register: UseFormRegister<CampaignFormValues>; errors: FieldErrors<CampaignFormValues> };

function CustomerFields({ control, setValue, errors }: Omit<FieldsProps, 'register'> & { setValue: UseFormSetValue<CampaignFormValues> }) {
  const customers = useCustomerChoices();
  const customerId = useWatch({ control, name: 'customer_id' });
  const contacts = useCustomerContacts(customerId);
  const [adding, setAdding] = useState(false);
  const choose = { shouldDirty: true, shouldValidate: true };
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {/* Controlled: the choices arrive after the form, and a select shows its value only once its option exists. */}
        <Controller
          control={control}
          name="customer_id"
          render={({ field }) => (
            <SelectField
              label="Customer"
              required
              error={errors.customer_id?.message}
              {...field}
              onChange={(event) => {
                field.onChange(event);
                setValue('contact_id', '', { shouldDirty: true });
              }}
            >
              <SelectOptions placeholder={customers.isPending ? 'Loading customers...' : 'Choose a customer'} options={(customers.data ?? []).map((customer) => ({ value: customer.id, label: customer.name }))} />
            </SelectField>
          )}
        />
        <Controller
          control={control}
          name="contact_id"
          render={({ field }) => (
            <SelectField label="Contact" {...field}>
              <SelectOptions
                placeholder={customerId ? 'Nobody in particular' : 'Choose the customer first'}
                options={(contacts.data ?? []).map((contact) => ({ value: contact.id, label: contact.designation ? `${contact.name}, ${contact.designation}` : contact.name }))}
              />
            </SelectField>
          )}
        />
      </div>
      {adding ? (
        <NewCustomerPanel
          onCancel={() => setAdding(false)}
          onCreated={({ customerId: created, contactId }) => {
            setAdding(false);
            setValue('customer_id', created, choose);
            setValue('contact_id', contactId ?? '', choose);
          }}
        />
      ) : (
        <button type="button" className="text-sm font-semibold text-brand-700 hover:underline" onClick={() => setAdding(true)}>
          New customer…
        </button>
      )}
    </div>
  );
}

function OwnerField({ control }: { control: FieldsProps['control'] }) {
  const sellers = useSellers();
  return (
    <Controller
      control={control}
      name="owner_id"
      render={({ field }) => (
        <SelectField label="Owner" hint="Who sells it: admins and sales staff." {...field}>
          <SelectOptions placeholder={sellers.isPending ? 'Loading staff...' : 'Nobody'} options={(sellers.data ?? []).map((seller) => ({ value: seller.id, label: seller.name }))} />
        </SelectField>
      )}
    />
  );
}

function LiveTotals({ control, settings }: { control: FieldsProps['control']; settings: SalesSettings }) {
  const [lines, include_printing, include_mounting] = useWatch({ control, name: ['lines', 'include_printing', 'include_mounting'] });
  const prices = priceCampaign({ lines: lines.map(pricingLine), rates: pricingRates(settings), include_printing, include_mounting });
  return <CampaignTotals prices={prices} />;
}

function LinesEditor({ control, register, errors, ownBookings }: FieldsProps & { ownBookings: string[] }) {
  const lines = useFieldArray({ control, name: 'lines', keyName: 'key' });
  const watched = useWatch({ control, name: 'lines' });
  const [include_printing, include_mounting] = useWatch({ control, name: ['include_printing', 'include_mounting'] });
  return (
    <fieldset className="space-y-4">
      <legend className="text-base font-semibold text-slate-900">Sites and dates</legend>
      {lines.fields.length === 0 && <p className="text-sm text-slate-600">No sites yet: find one below by its code, name or locality.</p>}
      {lines.fields.map((field, index) => {
        const line = watched[index] ?? field;
        const error = errors.lines?.[index];
        const valid = /^\d{4}-\d{2}-\d{2}$/.test(line.starts_on) && /^\d{4}-\d{2}-\d{2}$/.test(line.ends_on) && line.ends_on >= line.starts_on;
        const amount = priceCampaign({ lines: [pricingLine(line)], rates: { gst_percent: 0, printing_per_sqft: 0, mounting_per_sqft: 0 }, include_printing, include_mounting }).lines[0];
        const name = `${line.site_code} ${line.site_name}`;
        return (
          <div key={field.key} role="group" aria-label={`Line ${index + 1}: ${name}`} className="rounded-lg border border-slate-200 p-4">
            <div className="mb-3 flex items-start justify-between gap-3">
              <p className="text-sm">
                <span className="font-mono text-xs font-semibold">{line.site_code}</span> <span className="font-medium">{line.site_name}</span>
                {line.area_sqft !== null && <span className="text-slate-600"> · {line.area_sqft} sq ft</span>}
                {line.list_rate !== null && <span className="text-slate-600"> · listed at {formatRupees(line.list_rate)} a month</span>}
              </p>
              <IconButton label={`Remove ${line.site_code}`} tone="danger" icon={<Trash2 aria-hidden="true" className="size-4" />} onClick={() => lines.remove(index)} />
            </div>
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              <TextField label="Start" type="date" required min={today()} error={error?.starts_on?.message} {...register(`lines.${index}.starts_on`)} />
              <TextField label="End" type="date" required min={line.starts_on || today()} error={error?.ends_on?.message} {...register(`lines.${index}.ends_on`)} />
              <TextField label="Monthly rate (₹)" required inputMode="numeric" error={error?.monthly_rate?.message} {...register(`lines.${index}.monthly_rate`)} />
              <TextField label="Discount %" inputMode="decimal" placeholder="0" error={error?.discount_percent?.message} {...register(`lines.${index}.discount_percent`)} />
            </div>
            <TextField className="mt-4" label="Discount reason" hint="Needed with a discount or a rate below the list rate; the client does not see it." error={error?.discount_reason?.message} limit={300} {...register(`lines.${index}.discount_reason`)} />
            <p className="mt-3 text-sm text-slate-700">
              {valid ? `${durationText(line.starts_on, line.ends_on)}: media ${formatRupees(amount.media)}${amount.discount ? `, less ${formatRupees(amount.discount)}` : ''}` : 'Choose the dates to see its price.'}
            </p>
            <LineAvailability siteId={line.site_id} from={line.starts_on} to={line.ends_on} own={ownBookings} valid={valid} />
          </div>
        );
      })}
      <SiteFinder
        onChoose={(site) => {
          const last = watched[watched.length - 1];
          const starts_on = last?.starts_on && last.starts_on >= today() ? last.starts_on : today();
          lines.append({
            site_id: site.id,
            site_code: site.code,
            site_name: site.name,
            area_sqft: site.area_sqft,
            list_rate: site.monthly_rate,
            starts_on,
            ends_on: last?.ends_on && last.ends_on >= starts_on ? last.ends_on : addDays(starts_on, 29),
            monthly_rate: site.monthly_rate === null ? '' : String(site.monthly_rate),
            discount_percent: '',
            discount_reason: '',
          });
        }}
      />
    </fieldset>
  );
}

