import { supabase } from '@/lib/supabase';

/** The media bucket's objects, newest first, through `media_objects()`: Storage's list answers no user metadata. */
export async function listMediaObjects() {
  const { data } = await supabase.rpc('media_objects').throwOnError();
  return data;
}
