import type { Client } from '../api/fetchClients';
import { groupByIndustry } from '../groupByIndustry';
import { ClientLogo } from './ClientLogo';

/** The /clients directory: one heading per industry with its clients' logos. */
export function ClientsByIndustry({ clients }: { clients: Client[] }) {
  if (clients.length === 0) return <p className="text-center text-slate-600">No clients found.</p>;
  return (
    <div className="space-y-10">
      {groupByIndustry(clients).map(({ industry, clients: members }) => (
        <section key={industry}>
          <h3 className="mb-4 text-xl font-semibold text-slate-900">{industry}</h3>
          <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5">
            {members.map((client) => (
              <li key={client.id}>
                <ClientLogo client={client} showName />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
