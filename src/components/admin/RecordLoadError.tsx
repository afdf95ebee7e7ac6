import { Link } from '@/components/Link';
import { AdminPageHeader } from './AdminPageHeader';
import { ErrorBanner } from './ErrorBanner';

/** An edit screen whose record failed to load (e.g. 'Error loading client'), with the way back to its list. */
export function RecordLoadError({ title, message, backTo, backLabel }: { title: string; message: string; backTo: string; backLabel: string }) {
  return (
    <>
      <AdminPageHeader title={title} />
      <ErrorBanner message={message} />
      <Link to={backTo} className="font-semibold text-brand-700 hover:underline">
        {backLabel}
      </Link>
    </>
  );
}
