import { supabase } from '@/lib/supabase';

/** The CV files of one e-mail address's applications, read before their rows are deleted. */
export async function listPersonCvs(email: string): Promise<string[]> {
  const { data } = await supabase.from('job_applications').select('cv_path').ilike('email', email).throwOnError();
  return data.map((row) => row.cv_path);
}
