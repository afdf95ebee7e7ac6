import { permissionsFor } from '@/lib/permissions';
import type { CrewSession } from './api/crew';

/** A user's profile as the crew pages read it (./api/list-queries.ts: crewProfileQuery). */
export type CrewProfile = { role: string; full_name: string | null };

/** Who a signed-in user is on the crew pages, from their profile (the database decides the same with is_crew()). */
export function crewSessionOf(user: { id: string; email?: string }, profile: CrewProfile | undefined): CrewSession {
  if (!permissionsFor(profile?.role).isCrew) return { status: 'not-crew' };
  return { status: 'crew', userId: user.id, name: profile?.full_name || user.email || '' };
}
