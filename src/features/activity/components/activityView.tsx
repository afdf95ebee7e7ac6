import { NameCell, totalOf, type RecordsConfig } from '@/components/data-table';
import { formatDateTime } from '@/lib/format';
import type { ActivityEntry } from '../api/list-activity';
import { actionLabel, actionLabels, changeLines, changeSummary, optionsOf, tableLabel, tableLabels } from '../labels';

const recordName = (entry: ActivityEntry) => entry.row_label || entry.row_id;

function ChangeList({ entry }: { entry: ActivityEntry }) {
  const lines = changeLines(entry.action, entry.changes);
  if (lines.length === 0) return <span>(none)</span>;
  return (
    <ul className="space-y-1 text-sm [overflow-wrap:anywhere]">
      {lines.map((line) => (
        <li key={line} className="whitespace-pre-line">
          {line}
        </li>
      ))}
    </ul>
  );
}

/** 'Activity' (/admin/activity): every recorded insert, update and delete, newest first (docs/product.md §10, Activity log). */
export const activityView: RecordsConfig<ActivityEntry> = {
  title: 'Activity',
  totalText: totalOf('change', 'changes'),
  loadingText: 'Loading activity...',
  emptyText: 'No activity recorded yet.',
  noMatchText: 'No activity matches your search.',
  loadFailure: 'banner',
  searchLabel: 'Search activity',
  searchPlaceholder: 'Record or person',
  filters: [
    { column: 'table_name', label: 'Table', allLabel: 'All tables', options: optionsOf(tableLabels) },
    { column: 'action', label: 'Action', allLabel: 'All actions', options: optionsOf(actionLabels) },
  ],
  rowLabel: (entry) => `${actionLabel(entry.action)} ${tableLabel(entry.table_name).toLowerCase()} ${recordName(entry)}`,
  columns: [
    { header: 'When', cell: (entry) => <span className="whitespace-nowrap">{formatDateTime(entry.occurred_at)}</span> },
    { header: 'Who', cell: (entry) => entry.actor_name, sort: { column: 'actor_name', first: 'asc' } },
    { header: 'Action', cell: (entry) => <span className="whitespace-nowrap">{actionLabel(entry.action)}</span> },
    {
      header: 'Record',
      cell: (entry) => <NameCell name={recordName(entry)} detail={tableLabel(entry.table_name)} />,
      sort: { column: 'table_name', first: 'asc' },
    },
    { header: 'What they did', cell: (entry) => <span className="[overflow-wrap:break-word]">{changeSummary(entry.action, entry.changes, entry.table_name)}</span>, wideOnly: true },
  ],
  details: {
    title: 'Activity Details',
    fields: [
      { label: 'When', value: (entry) => formatDateTime(entry.occurred_at) },
      { label: 'Who', value: (entry) => entry.actor_name },
      { label: 'What they did', value: (entry) => `${entry.actor_name} ${changeSummary(entry.action, entry.changes, entry.table_name)}` },
      { label: 'Table', value: (entry) => tableLabel(entry.table_name) },
      { label: 'Record', value: recordName },
      { label: 'Record ID', value: (entry) => entry.row_id },
      { label: 'What changed', value: (entry) => <ChangeList entry={entry} />, wide: true },
    ],
  },
  csv: {
    filename: 'activity',
    columns: [
      { header: 'When', value: (entry) => entry.occurred_at },
      { header: 'Who', value: (entry) => entry.actor_name },
      { header: 'Action', value: (entry) => actionLabel(entry.action) },
      { header: 'Table', value: (entry) => tableLabel(entry.table_name) },
      { header: 'Record', value: recordName },
      { header: 'Record ID', value: (entry) => entry.row_id },
      { header: 'What changed', value: (entry) => changeLines(entry.action, entry.changes).join('\n') },
    ],
  },
  adminOnlyText: 'The activity log can only be viewed by administrators. Ask an administrator if you need to know who changed something.',
};
