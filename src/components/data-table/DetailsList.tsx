import type { DetailField } from './types';

/** A record's details as label/value pairs: the body of a details dialog. Empty values read '—'. */
export function DetailsList<Row>({ row, fields }: { row: Row; fields: DetailField<Row>[] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-4 sm:grid-cols-2">
      {fields.map((field) => {
        const value = field.value(row);
        return (
          <div key={field.label} className={field.wide ? 'sm:col-span-2' : undefined}>
            <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{field.label}</dt>
            <dd className="mt-1 break-words whitespace-pre-line text-slate-900">{value === null || value === undefined || value === '' ? '—' : value}</dd>
          </div>
        );
      })}
    </dl>
  );
}
