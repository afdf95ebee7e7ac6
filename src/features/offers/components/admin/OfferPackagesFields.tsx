import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { Button, IconButton } from '@/components/admin';
import { CheckboxField, TextAreaField, TextField } from '@/components/form';
import { fieldLimits } from '@/lib/form-rules';
import { emptyPackage, MAX_FEATURES, MAX_PACKAGES, offerPackageFields, type OfferFormValues, type OfferPayload } from '../../schemas';
import { discountPercent } from '../../types';

type OfferForm = Pick<UseFormReturn<OfferFormValues, unknown, OfferPayload>, 'control' | 'register' | 'setValue' | 'formState'>;

/** Each package text field's length limit, as the schema (and the database) sets it. */
const packageLimits = fieldLimits(offerPackageFields);

/** The two prices of a package, whole rupees each. */
const priceFields = [
  ['original_price', 'Original Price (₹)'],
  ['offer_price', 'Offer Price (₹)'],
] as const;

/** Whole rupees as typed, or 0 while the field is not a number yet. */
const typedRupees = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : 0);

/** The discount the two typed prices give, computed as the public page shows it, never typed (docs/product.md §9). */
function discountText(original: string, offer: string): string {
  const percent = discountPercent({ original_price: typedRupees(original), offer_price: typedRupees(offer) });
  return percent > 0 ? `${percent}% off` : 'No discount yet';
}

/**
 * The offer's packages (docs/product.md §2, Offer form): one to six, each with its name, prices, the discount they
 * give, duration, features (one a line) and 'Most popular', which at most one package has: ticking it clears the
 * others. Packages are added, removed and moved up or down; the public page shows them in this order.
 */
export function OfferPackagesFields({ form }: { form: OfferForm }) {
  const { control, register, setValue, formState: { errors } } = form;
  const packages = useFieldArray({ control, name: 'packages' });
  const values = useWatch({ control, name: 'packages' });
  const listError = errors.packages?.root?.message ?? errors.packages?.message;

  /** Only one most popular package: ticking one clears the others. */
  function chooseMostPopular(index: number, checked: boolean) {
    if (!checked) return;
    values.forEach((item, other) => {
      if (other !== index && item.popular) setValue(`packages.${other}.popular`, false, { shouldDirty: true });
    });
  }

  return (
    <fieldset className="rounded-lg border border-slate-200 p-4" aria-describedby={listError ? 'offer-packages-error' : undefined}>
      <legend className="px-1 text-sm font-semibold text-slate-700">Packages</legend>
      <p className="text-sm text-slate-600">From one to {MAX_PACKAGES} packages, in the order the offer's page shows them.</p>
      {listError && (
        <p id="offer-packages-error" role="alert" className="mt-2 text-sm font-medium text-red-700">
          {listError}
        </p>
      )}
      <ol className="mt-4 space-y-4">
        {packages.fields.map((field, index) => {
          const item = values[index] ?? field;
          const name = item.name.trim() || `package ${index + 1}`;
          const itemErrors = errors.packages?.[index];
          const first = index === 0;
          const last = index === packages.fields.length - 1;
          return (
            <li key={field.id}>
              <fieldset className="grid gap-4 rounded-lg border border-slate-200 bg-slate-50 p-4 md:grid-cols-2">
                <legend className="px-1 text-sm font-semibold text-slate-800">Package {index + 1}</legend>
                <TextField label="Package Name" required error={itemErrors?.name?.message} limit={packageLimits.name} {...register(`packages.${index}.name`)} />
                <TextField label="Duration" required placeholder="e.g. 30 days" error={itemErrors?.duration?.message} limit={packageLimits.duration} {...register(`packages.${index}.duration`)} />
                {priceFields.map(([column, label]) => (
                  <TextField
                    key={column}
                    label={label}
                    required
                    type="number"
                    inputMode="numeric"
                    min={1}
                    step={1}
                    error={itemErrors?.[column]?.message}
                    {...register(`packages.${index}.${column}`)}
                  />
                ))}
                <p className="text-sm text-slate-700 md:col-span-2">
                  Discount: <output className="font-semibold">{discountText(item.original_price, item.offer_price)}</output>
                </p>
                <TextAreaField
                  label="Features"
                  required
                  rows={4}
                  className="md:col-span-2"
                  hint={`One feature a line, at most ${MAX_FEATURES}.`}
                  error={itemErrors?.features?.message}
                  {...register(`packages.${index}.features`)}
                />
                <CheckboxField
                  label="Most popular"
                  hint="At most one package: ticking it here clears the others."
                  {...register(`packages.${index}.popular`, { onChange: (event: { target: { checked: boolean } }) => chooseMostPopular(index, event.target.checked) })}
                />
                <div className="flex items-center justify-end gap-1">
                  {/* aria-disabled, not disabled: a button that moved its package to the end keeps the keyboard's focus. */}
                  <IconButton label={`Move ${name} up`} icon={<ArrowUp aria-hidden="true" className="size-4" />} aria-disabled={first} onClick={() => !first && packages.move(index, index - 1)} />
                  <IconButton label={`Move ${name} down`} icon={<ArrowDown aria-hidden="true" className="size-4" />} aria-disabled={last} onClick={() => !last && packages.move(index, index + 1)} />
                  <IconButton label={`Remove ${name}`} tone="danger" icon={<Trash2 aria-hidden="true" className="size-4" />} onClick={() => packages.remove(index)} />
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <Button variant="secondary" className="mt-4" disabled={packages.fields.length >= MAX_PACKAGES} onClick={() => packages.append(emptyPackage())}>
        <Plus aria-hidden="true" className="size-4" />
        Add Package
      </Button>
    </fieldset>
  );
}
