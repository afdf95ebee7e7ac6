/**
 * Where Supabase is. Hosted when both VITE_ variables are set; otherwise the local stand-in,
 * which the Vite dev and preview servers serve on the page's own origin.
 */
const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

const hostedUrl = import.meta.env.VITE_SUPABASE_URL as string | undefined;
const hostedKey = import.meta.env.VITE_SUPABASE_ANON_KEY as string | undefined;

declare global {
  /** Set by the build's prerender (scripts/prerender.ts) before it loads the app: where it reads content. */
  var __prerenderSupabase: { url: string; anonKey: string } | undefined;
}

export const isHosted = Boolean(hostedUrl && hostedKey);

const buildSource = typeof window === 'undefined' ? globalThis.__prerenderSupabase : undefined;

export const supabaseUrl: string = isHosted
  ? (hostedUrl as string)
  : typeof window !== 'undefined'
    ? window.location.origin
    : (buildSource?.url ?? 'http://localhost');

export const supabaseAnonKey: string = isHosted ? (hostedKey as string) : (buildSource?.anonKey ?? LOCAL_ANON_KEY);

/**
 * Image transformations of Supabase Storage (a paid feature on hosted projects): on unless
 * VITE_SUPABASE_IMAGE_TRANSFORMS=off, when pages use the original files.
 */
export const imageTransformsEnabled: boolean = import.meta.env.VITE_SUPABASE_IMAGE_TRANSFORMS !== 'off';
