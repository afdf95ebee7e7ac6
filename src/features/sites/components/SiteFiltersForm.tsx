import { SelectField, SelectOptions, TextField } from '@/components/form';
import { Button } from '@/components/Button';
import type { LocalityCount } from '../api/fetch-site-localities';
import { filtersProblem, MIN_AREAS, NO_FILTERS, RATE_BANDS, type SiteFilters } from '../filters';
import { formatLabels, lightingLabels } from '@/catalogue/site-labels';

const entries = <Key extends string>(labels: Record<Key, string>) => (Object.keys(labels) as Key[]).map((value) => ({ value, label: labels[value] }));
const rateOptions = (Object.keys(RATE_BANDS) as Array<keyof typeof RATE_BANDS>).map((value) => ({ value, label: RATE_BANDS[value].label }));
const areaOptions = MIN_AREAS.map((area) => ({ value: String(area), label: `${area} sq ft or more` }));

type Props = {
  filters: SiteFilters;
  localities: readonly LocalityCount[];
  /** The filters that changed; the list goes back to its first page. */
  onChange: (changed: Partial<SiteFilters>) => void;
  /** 'Show sites': the list already follows each change, so this only takes the visitor to it. */
  onShow: () => void;
};

/** The inventory's filters (docs/product.md §11): each change narrows the list and the map at once. */
export function SiteFiltersForm({ filters, localities, onChange, onShow }: Props) {
  const set = <Key extends keyof SiteFilters>(name: Key, value: SiteFilters[Key]) => onChange({ [name]: value, page: 1 });
  const problem = filtersProblem(filters);
  const localityOptions = localities.map(({ locality, sites }) => ({ value: locality, label: `${locality} (${sites})` }));
  return (
    <form
      aria-label="Filter sites"
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
      onSubmit={(event) => {
        event.preventDefault();
        onShow();
      }}
    >
      <SelectField label="Locality" value={filters.locality} onChange={(event) => set('locality', event.target.value)}>
        <SelectOptions placeholder="All localities" options={localityOptions} />
      </SelectField>
      <SelectField label="Format" value={filters.format} onChange={(event) => set('format', event.target.value)}>
        <SelectOptions placeholder="All formats" options={entries(formatLabels)} />
      </SelectField>
      <SelectField label="Lighting" value={filters.lighting} onChange={(event) => set('lighting', event.target.value)}>
        <SelectOptions placeholder="Any lighting" options={entries(lightingLabels)} />
      </SelectField>
      <SelectField label="Minimum size" value={filters.minArea ? String(filters.minArea) : ''} onChange={(event) => set('minArea', Number(event.target.value) || 0)}>
        <SelectOptions placeholder="Any size" options={areaOptions} />
      </SelectField>
      <SelectField label="Monthly rate" value={filters.rate} onChange={(event) => set('rate', event.target.value as SiteFilters['rate'])}>
        <SelectOptions placeholder="Any rate" options={rateOptions} />
      </SelectField>
      <TextField label="Free from" type="date" value={filters.from} onChange={(event) => set('from', event.target.value)} />
      <TextField label="Free to" type="date" value={filters.to} min={filters.from || undefined} onChange={(event) => set('to', event.target.value)} />
      <div className="flex items-end gap-2">
        <Button type="submit" className="flex-1">
          Show sites
        </Button>
        <Button variant="secondary" className="flex-1" onClick={() => onChange({ ...NO_FILTERS, sort: filters.sort })}>
          Clear filters
        </Button>
      </div>
      {problem && (
        <p role="status" className="text-sm font-medium text-amber-800 sm:col-span-2 lg:col-span-4">
          {problem}
        </p>
      )}
    </form>
  );
}
