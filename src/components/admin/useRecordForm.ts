import { valibotResolver } from '@hookform/resolvers/valibot';
import { useEffect } from 'react';
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
 * submit that saves and returns to the list, the save's error until a field changes, busy from the submit until it
 * fails or the form has left; see useSaveAndReturn; and the unsaved-work guard with its browser draft, see useWorkKeeper).
 */
export function useRecordForm<Input extends FieldValues, Output>({ schema, defaultValues, save, ...saving }: RecordFormOptions<Input, Output>) {
  const { pathname } = useLocation();
  const { submit, error, busy, saved, clearError } = useSaveAndReturn({
    ...saving,
    save: async (values: Output) => {
      await save(values);
      clearLocalDraft(pathname);
    },
  });
  const form = useForm<Input, unknown, Output>({ resolver: valibotResolver(schema), defaultValues });
  const keeper = useWorkKeeper(form, saved);
  // A refusal is about what was sent: once a field changes (the discount it named, say), it no longer stands.
  const { subscribe } = form;
  useEffect(() => {
    if (!error) return;
    return subscribe({ formState: { values: true }, callback: clearError });
  }, [error, subscribe, clearError]);
  // isSubmitting also covers the check before the save; `busy` stays on after a save until the form has left.
  return { ...form, cardProps: { onSubmit: form.handleSubmit(submit), error, busy: busy || form.formState.isSubmitting, keeper } };
}
