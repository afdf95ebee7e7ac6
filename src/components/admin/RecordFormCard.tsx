import type { ComponentProps, ReactNode } from 'react';
import { AdminPageHeader } from './AdminPageHeader';
import { ErrorBanner } from './ErrorBanner';
import { FormActions } from './FormActions';
import { FormCard } from './FormCard';
import { UnsavedWorkNotices } from './UnsavedWorkNotices';
import type { WorkNotices } from './useWorkKeeper';

type RecordFormCardProps = Omit<ComponentProps<typeof FormCard>, 'title'> & {
  /** The screen's h1, e.g. 'Edit Client'. */
  title: string;
  /** Why the last save failed, shown above the form. */
  error: string | null;
  /** The unsaved-work guard and the draft kept in this browser (useRecordForm). */
  keeper: WorkNotices;
  /** Shown under the title, e.g. who else has this record open (docs/decisions/066). */
  notice?: ReactNode;
} & ComponentProps<typeof FormActions>;

/** An admin create/edit screen: header, save error, then the form card with its fields and Cancel + submit. */
export function RecordFormCard({ title, error, keeper, notice, cancelTo, submitLabel, busy, busyLabel, children, ...form }: RecordFormCardProps) {
  return (
    <>
      <AdminPageHeader title={title} />
      {notice}
      <UnsavedWorkNotices keeper={keeper} />
      {error && <ErrorBanner message={error} />}
      <FormCard {...form}>
        {children}
        <FormActions cancelTo={cancelTo} submitLabel={submitLabel} busy={busy} busyLabel={busyLabel} />
      </FormCard>
    </>
  );
}
