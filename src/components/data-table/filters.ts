import type { ListFilter } from '@/lib/list-query';
import type { SelectFilterControl } from './types';

/**
 * The list filters that the drop-downs' chosen values stand for. A value that is not one of a
 * control's options (an edited or outdated address) filters nothing rather than emptying the list.
 */
export function selectedFilters(controls: readonly SelectFilterControl[], values: Readonly<Record<string, string>>): ListFilter[] {
  return controls.flatMap((control) => {
    const value = values[control.column];
    return value && control.options.some((option) => option.value === value) ? [{ column: control.column, op: 'eq' as const, value }] : [];
  });
}
