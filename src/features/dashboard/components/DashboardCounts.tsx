import { useLiveCounts } from '../api/watch-counts';
import { adminCards, adminTables, contentCards, contentTables, wideColumns } from '../dashboard-cards';
import { CountCard } from './CountCard';

/**
 * The count cards, recounted live. Only admins count (and subscribe to) contact submissions and the
 * other lead tables. Wide screens: the columns that leave the fewest empty places (wideColumns), further rows wrap.
 */
export function DashboardCounts({ canManageLeads }: { canManageLeads: boolean }) {
  const cards = canManageLeads ? adminCards : contentCards;
  useLiveCounts(canManageLeads ? adminTables : contentTables);
  return (
    <div className={`grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 ${wideColumns(cards.length)}`}>
      {cards.map((card) => (
        <CountCard key={card.table} {...card} />
      ))}
    </div>
  );
}
