import { AlertTriangle, Check, Clock, Circle } from 'lucide-react';
import { stateText } from '../job-words';

const STYLE: Record<string, string> = {
  todo: 'bg-slate-200 text-slate-800',
  mounted: 'bg-sky-100 text-sky-900',
  approved: 'bg-green-100 text-green-900',
  reshoot: 'bg-red-100 text-red-900',
};

const ICON = { todo: Circle, mounted: Clock, approved: Check, reshoot: AlertTriangle } as const;

/** A job's state in the crew's words (docs/product.md §14), with its colour and icon; a re-shoot carries its reason. */
export function JobState({ state, reshootReason, className = '' }: { state: string; reshootReason: string | null; className?: string }) {
  const Icon = ICON[state as keyof typeof ICON] ?? Circle;
  return (
    <p className={`inline-flex items-start gap-1.5 rounded-lg px-2 py-1 text-sm font-semibold ${STYLE[state] ?? STYLE.todo} ${className}`}>
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{stateText(state, reshootReason)}</span>
    </p>
  );
}
