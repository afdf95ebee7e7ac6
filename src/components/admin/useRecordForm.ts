import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import { useLocation } from 'react-router';
import type * as v from 'valibot';
import { useSaveAndReturn, type SaveAndReturnOptions } from './useSaveAndReturn';
import { clearLocalDraft, useWorkKeeper } from './useWorkKeeper';

type RecordFormOptions<Input extends FieldValues, Output> = SaveAndReturnOptions<Output> & {
  /** The form's valibot schema: its messages are docs/product.md's, its output is what `save` gets. */
  schema: v.GenericSchema<Input, Output>;
  defaultValues: DefaultValues<Input>;
};

/**
 * An admin record form: react-hook-form checked by `schema`, plus `cardProps` for RecordFormCard (the
 * submit that saves and returns to the list, the save's error, busy from the submit until it fails or the form
 * has left; see useSaveAndReturn; and the unsaved-work guard with its browser draft, see useWorkKeeper).
 */
export function useRecordForm<Input extends FieldValues, Output>({ schema, defaultValues, save, ...saving }: RecordFormOptions<Input, Output>) {
  const { pathname } = useLocation();
  const { submit, error, busy, saved } = useSaveAndReturn({
    ...saving,
    save: async (values: Output) => {
      await save(values);
      clearLocalDraft(pathname);
    },
  });
  const form = useForm<Input, unknown, Output>({ resolver: valibotResolver(schema), defaultValues });
  const keeper = useWorkKeeper(form, saved);
  // isSubmitting also covers the check before the save; `busy` stays on after a save until the form has left.
  return { ...form, cardProps: { onSubmit: form.handleSubmit(submit), error, busy: busy || form.formState.isSubmitting, keeper } };
}
