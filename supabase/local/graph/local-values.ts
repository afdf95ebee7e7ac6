/**
 * The stand-in's WhatsApp values (docs/decisions/117), like the Supabase CLI's well-known local keys: the verify
 * token and app secret the webhook checks, the access token and phone number id the functions send with, and the
 * Graph API version in the local endpoint's paths. docs/stand-in.md and supabase/functions/.env.example list them.
 */
export const LOCAL_WHATSAPP = {
  verifyToken: 'local-whatsapp-verify-token',
  appSecret: 'local-whatsapp-app-secret',
  accessToken: 'local-whatsapp-access-token',
  phoneNumberId: '100000000000001',
  version: 'v23.0',
} as const;

/** Where the stand-in answers the Graph API's calls. */
export const GRAPH_PREFIX = '/_stand-in/graph';

/** The functions' WhatsApp settings on the stand-in, where supabase/functions/.env leaves them empty. */
export function localWhatsAppEnv(origin: string): Record<string, string> {
  return {
    WHATSAPP_GRAPH_URL: `${origin}${GRAPH_PREFIX}/${LOCAL_WHATSAPP.version}`,
    WHATSAPP_ACCESS_TOKEN: LOCAL_WHATSAPP.accessToken,
    WHATSAPP_PHONE_NUMBER_ID: LOCAL_WHATSAPP.phoneNumberId,
    WHATSAPP_VERIFY_TOKEN: LOCAL_WHATSAPP.verifyToken,
    WHATSAPP_APP_SECRET: LOCAL_WHATSAPP.appSecret,
  };
}
