import { AdminsAndSalesOnly } from '@/components/admin';

/** What a member of staff who does not sell sees on a sales screen they typed the address of (docs/product.md §6). */
export function SellersOnly({ title }: { title: string }) {
  return <AdminsAndSalesOnly title={title} what={title} why="they hold customers' prices and discounts" />;
}
