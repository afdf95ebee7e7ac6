import { Fragment, type ComponentProps, type ReactNode } from 'react';
import { LoadingText } from './LoadingText';
import { RecordLoadError } from './RecordLoadError';

type RecordQuery<T> = { isPending: boolean; isError: boolean; data: T | null | undefined };

type RecordFormLoaderProps<T> = ComponentProps<typeof RecordLoadError> & {
  /** The record being edited; without one (the create form) the form shows at once. */
  id?: string;
  /** The record's query (disabled when there is no id). */
  record: RecordQuery<T>;
  loadingText?: string;
  /** The form, given the loaded record (undefined when creating). */
  children: (record: T | undefined) => ReactNode;
  /**
   * Set when the user may not save this form (a reviewer who typed the address): the screen's title and
   * 'You do not have permission…' with the way back, instead of a form refused only on submit.
   */
  denied?: { title: string; message: string };
};

/**
 * The edit screen's first step: the permission message if the user may not save (`denied`), a loading
 * message, then RecordLoadError (title, message, way back) if the record did not load, else the form. The form is keyed by id so its defaults come from this record.
 */
export function RecordFormLoader<T>({ id, record, loadingText, children, denied, ...loadError }: RecordFormLoaderProps<T>) {
  if (denied) return <RecordLoadError {...loadError} {...denied} />;
  if (id && record.isPending) return <LoadingText text={loadingText} />;
  // A query may answer null for an id with no record: that is a load error too.
  if (id && (record.isError || record.data == null)) return <RecordLoadError {...loadError} />;
  return <Fragment key={id ?? 'new'}>{children(record.data ?? undefined)}</Fragment>;
}
