/**
 * CORS for browser calls through supabase-js. Hosted Supabase leaves preflights to the function,
 * so every function answers OPTIONS itself and puts these headers on every response.
 * The header list is the one supabase-js ships as `@supabase/supabase-js/cors`.
 */
export const corsHeaders: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers':
    'authorization, x-client-info, apikey, content-type, x-retry-count, traceparent, tracestate, baggage',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Max-Age': '86400',
};

export function preflight(): Response {
  return new Response('ok', { headers: corsHeaders });
}
