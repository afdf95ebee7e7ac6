import { useLiveCounts } from '../api/watch-counts';
import { adminCards, adminTables, contentCards, contentTables } from '../dashboard-cards';
import { CountCard } from './CountCard';

/**
 * The count cards, recounted live. Only admins count (and subscribe to) contact submissions and the
 * other lead tables. Wide screens: 6 columns for admins, 5 for others (docs/product.md §2), further rows wrap.
 */
export function DashboardCounts({ canManageLeads }: { canManageLeads: boolean }) {
  const cards = canManageLeads ? adminCards : contentCards;
  useLiveCounts(canManageLeads ? adminTables : contentTables);
  return (
    <div className={`grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 ${canManageLeads ? 'xl:grid-cols-5' : 'xl:grid-cols-6'}`}>
      {cards.map((card) => (
        <CountCard key={card.table} {...card} />
      ))}
    </div>
  );
}
