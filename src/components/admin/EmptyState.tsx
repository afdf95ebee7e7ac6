import { Link } from '@/components/Link';

/** The message of an empty list, with an optional call to action (e.g. 'Add your first testimonial'). */
export function EmptyState({ message, action }: { message: string; action?: { label: string; to: string } }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <p className="text-slate-600">{message}</p>
      {action && (
        <Link to={action.to} className="mt-3 inline-block font-semibold text-brand-700 hover:text-brand-800 hover:underline">
          {action.label}
        </Link>
      )}
    </div>
  );
}
