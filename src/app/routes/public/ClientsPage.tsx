import { ClientsView } from '@/features/clients';

export default function ClientsPage() {
  return <ClientsView />;
}
