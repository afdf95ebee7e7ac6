/** A database function called through PostgREST as the service role: only edge functions hold that key. */
export async function serviceRpc(name: string, args: Record<string, unknown>): Promise<unknown> {
  const key = Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '';
  const response = await fetch(`${Deno.env.get('SUPABASE_URL')}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(args),
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`${name} answered ${response.status}: ${await response.text()}`);
  return response.status === 204 ? null : response.json();
}
