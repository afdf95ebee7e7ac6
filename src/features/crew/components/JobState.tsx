import { AlertTriangle, Check, Clock, Circle } from 'lucide-react';
import { ICON_CLASS, stateBadgeClass, stateIconName } from '../job-look';
import { stateText } from '../job-words';

const ICON = { todo: Circle, mounted: Clock, approved: Check, reshoot: AlertTriangle } as const;

/** A job's state in the crew's words (docs/product.md §14), with its colour and icon; a re-shoot carries its reason. */
export function JobState({ state, reshootReason, className = '' }: { state: string; reshootReason: string | null; className?: string }) {
  const Icon = ICON[stateIconName(state)];
  return (
    <p className={stateBadgeClass(state, className)}>
      <Icon aria-hidden="true" className={ICON_CLASS.state} />
      <span>{stateText(state, reshootReason)}</span>
    </p>
  );
}
