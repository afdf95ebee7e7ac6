import type { Client } from '../api/fetch-clients';
import { groupByIndustry } from '../groupByIndustry';
import { ClientLogo } from './ClientLogo';

/** The /clients directory: a card per industry, headed by its name, holding its clients' logos. */
export function ClientsByIndustry({ clients }: { clients: Client[] }) {
  if (clients.length === 0) return <p className="text-center text-slate-600">No clients found.</p>;
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {groupByIndustry(clients).map(({ industry, clients: members }, industryIndex) => (
        <section key={industry} className="rounded-xl bg-slate-50 p-5 ring-1 ring-slate-200">
          <h3 className="mb-4 text-sm font-semibold tracking-wide text-brand-700 uppercase">{industry}</h3>
          <ul className="grid grid-cols-2 gap-3">
            {members.map((client, clientIndex) => (
              <li key={client.id}>
                {/* Only the first logo can reach a phone's first screen. */}
                <ClientLogo client={client} showName belowPhoneFold={industryIndex + clientIndex > 0} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
