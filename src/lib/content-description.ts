import * as v from 'valibot';
import type { ContentTable, Tables } from './database.types';
import { optionalText, requiredText } from './form-rules';
import { publishingDefaults, withPublishMoment } from './publishing';
import { publishingFormFields } from './publishing-form';
import { SLUG_PATTERN } from './slug';

/**
 * A simple content type described as data (docs/decisions/102): its fields, in the form's order, with the words and
 * limits of its table's checks. The back office's list and form are made from it (src/features/simple-content), so
 * such a type needs no list, form, schema or api files of its own. A type whose form is not plain (images with
 * their uploader, packages, metrics) keeps a feature folder of its own.
 */
type FieldBase = { label: string; hint?: string; placeholder?: string };

export type DescribedField =
  /** A line of text; `required` is the message when it is empty (the column's `_required` check). */
  | (FieldBase & { kind: 'text'; max: number; required?: string })
  /** Paragraphs of text. */
  | (FieldBase & { kind: 'textarea'; max: number; required?: string; rows?: number })
  /** The row's address on the site: lower-case words joined by hyphens (the column's `_format` check). */
  | (FieldBase & { kind: 'slug'; max: number; required: string })
  /** One of fixed values (the column's `_known` check), the first the default. */
  | (FieldBase & { kind: 'choice'; options: readonly { value: string; label: string }[] })
  /** A day, or none. */
  | (FieldBase & { kind: 'date' });

type Row<T extends ContentTable> = Tables<T>;
type Column<T extends ContentTable> = Extract<keyof Row<T>, string>;

export type ContentDescription<T extends ContentTable = ContentTable> = {
  /** One row and many, as headings and buttons say them: 'Job Opening', 'Job Openings'. */
  singular: string;
  plural: string;
  /** The column that names a row in the list (content_types.title_column). */
  titleColumn: Column<T>;
  /** The form's fields, in order. */
  fields: Partial<Record<Column<T>, DescribedField>>;
  /** The list's line under a row's name. */
  summary: (row: Row<T>) => string;
  /** Whether the type has a publishing state (status and published_at, decision 029). */
  publishing: boolean;
};

/** A described type with its own table's columns checked, stored as the registry's wider type. */
export const describeContent = <T extends ContentTable>(description: ContentDescription<T>) => description as unknown as ContentDescription;

export const SLUG_MESSAGE = 'Use lower-case letters and digits, words joined by single hyphens (e.g. field-crew-chennai)';

function fieldSchema(field: DescribedField) {
  switch (field.kind) {
    case 'text':
    case 'textarea':
      return field.required ? requiredText(field.required, field.max) : v.pipe(optionalText(field.max), v.transform((value) => value ?? ''));
    case 'slug':
      return v.pipe(requiredText(field.required, field.max), v.regex(SLUG_PATTERN, SLUG_MESSAGE));
    case 'choice':
      return v.picklist(field.options.map((option) => option.value), `Please choose a ${field.label.toLowerCase()}`);
    case 'date':
      return v.pipe(v.string(), v.regex(/^(\d{4}-\d{2}-\d{2})?$/, 'Enter a date'), v.transform((value) => value || null));
  }
}

export const describedFields = (description: ContentDescription) => Object.entries(description.fields) as Array<[string, DescribedField]>;

export type DescribedValues = Record<string, string>;

/** The form's valibot schema: each field's rule, and the publishing fields when the type has them. */
export function describedSchema(description: ContentDescription): v.GenericSchema<DescribedValues, Record<string, unknown>> {
  const entries = Object.fromEntries(describedFields(description).map(([column, field]) => [column, fieldSchema(field)]));
  // The columns are the description's, known at run time: the object's static type is only a record of them.
  return v.object({ ...entries, ...(description.publishing ? publishingFormFields : {}) }) as unknown as v.GenericSchema<DescribedValues, Record<string, unknown>>;
}

/** The form's values for `row`, or a new row's. */
export function describedDefaults(description: ContentDescription, row?: Record<string, unknown>): DescribedValues {
  const values: DescribedValues = {};
  for (const [column, field] of describedFields(description)) {
    const value = row?.[column];
    values[column] = value === null || value === undefined ? (field.kind === 'choice' ? (field.options[0]?.value ?? '') : '') : String(value);
  }
  return description.publishing ? { ...values, ...publishingDefaults(row as { status: string; published_at: string } | undefined, 'draft') } : values;
}

/** The schema's output as the row to write: the publish date and time become one moment. */
export function describedPayload(description: ContentDescription, values: Record<string, unknown>): Record<string, unknown> {
  return description.publishing ? withPublishMoment(values as { published_at: string; publish_time: string }) : values;
}

/** Each field's label by column, for the revision history and the unsaved-work notices. */
export const describedLabels = (description: ContentDescription) =>
  Object.fromEntries(describedFields(description).map(([column, field]) => [column, field.label]));
