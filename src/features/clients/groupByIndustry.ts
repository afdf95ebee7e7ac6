import type { Client } from './api/fetch-clients';

export type IndustryGroup = { industry: string; clients: Client[] };

/** Clients under their industry, industries A to Z; each group keeps the clients' own order. */
export function groupByIndustry(clients: Client[]): IndustryGroup[] {
  const groups = new Map<string, Client[]>();
  for (const client of clients) {
    const group = groups.get(client.industry);
    if (group) group.push(client);
    else groups.set(client.industry, [client]);
  }
  return [...groups]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([industry, members]) => ({ industry, clients: members }));
}
