import type { RoutePrefetch } from '@/app/route-data';
import { PlanView, planTakenDatesQueryOptions, readPlan } from '@/features/sites';

/** The availability of the plan's sites. The plan is kept in this browser: the build's prerender has none. */
export const prefetch: RoutePrefetch = (queryClient) => {
  const items = readPlan();
  return items.length > 0 ? [queryClient.prefetchQuery(planTakenDatesQueryOptions(items))] : [];
};

export default function MediaPlanPage() {
  return <PlanView />;
}
