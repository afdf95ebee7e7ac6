import { formatDate, formatDateTime } from '@/lib/format';
import { useOtherBookings } from '../../api/line-availability';

type Props = { siteId: string; from: string; to: string; own: string[]; valid: boolean };

/**
 * Whether a line's site is free on its dates, while they are chosen (docs/product.md §13): another client's confirmed
 * booking stops the send, so it says so now; another client's hold does not, and is named.
 */
export function LineAvailability({ siteId, from, to, own, valid }: Props) {
  const others = useOtherBookings(siteId, from, to, own, valid);
  if (!valid || !others.data) return null;
  const confirmed = others.data.filter((booking) => booking.kind === 'confirmed');
  const held = others.data.filter((booking) => booking.kind === 'hold');
  if (confirmed.length === 0 && held.length === 0) return <p className="mt-1 text-sm font-medium text-emerald-800">Free on these dates.</p>;
  return (
    <ul className="mt-1 space-y-1 text-sm">
      {confirmed.map((booking) => (
        <li key={booking.id} className="font-medium text-red-800">
          Booked for {booking.client_name} from {formatDate(booking.starts_on)} to {formatDate(booking.ends_on)}: change the dates or remove the site before sending.
        </li>
      ))}
      {held.map((booking) => (
        <li key={booking.id} className="text-amber-900">
          Held for {booking.client_name} until {booking.expires_at ? formatDateTime(booking.expires_at) : 'further notice'}: whoever confirms first books it.
        </li>
      ))}
    </ul>
  );
}
