/**
 * The Supabase APIs the functions talk to, with plain fetch (the functions run offline, without supabase-js):
 * GoTrue at /auth/v1, PostgREST at /rest/v1 and Storage at /storage/v1. `asCaller` calls carry the caller's own
 * Authorization header; `asService` calls carry the service role key, which never leaves the server.
 */

export type ApiResult = { ok: boolean; status: number; body: unknown };

export class SupabaseApi {
  constructor(
    private readonly url: string,
    private readonly anonKey: string,
    private readonly serviceRoleKey: string,
  ) {}

  static fromEnv(): SupabaseApi {
    const get = (name: string) => {
      const value = Deno.env.get(name);
      if (!value) throw new Error(`${name} is not set`);
      return value;
    };
    return new SupabaseApi(get('SUPABASE_URL'), get('SUPABASE_ANON_KEY'), get('SUPABASE_SERVICE_ROLE_KEY'));
  }

  asCaller(authorization: string, path: string, init: RequestInit = {}): Promise<ApiResult> {
    return this.call(path, { ...init, headers: { ...init.headers, apikey: this.anonKey, Authorization: authorization } });
  }

  asService(path: string, init: RequestInit = {}): Promise<ApiResult> {
    return this.call(path, {
      ...init,
      headers: { ...init.headers, apikey: this.serviceRoleKey, Authorization: `Bearer ${this.serviceRoleKey}` },
    });
  }

  private async call(path: string, init: RequestInit): Promise<ApiResult> {
    const response = await fetch(`${this.url}${path}`, {
      ...init,
      headers: { 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01', ...init.headers },
    });
    const text = await response.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = text;
    }
    return { ok: response.ok, status: response.status, body };
  }
}

/** The `code` and `message` of a GoTrue or PostgREST error body. */
export function errorOf(result: ApiResult): { code: string; message: string } {
  const body = (typeof result.body === 'object' && result.body !== null ? result.body : {}) as Record<string, unknown>;
  return { code: String(body.code ?? body.error_code ?? ''), message: String(body.message ?? body.msg ?? 'Unexpected failure') };
}
