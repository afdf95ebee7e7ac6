import { PlanView } from '@/features/sites';

/** The visitor's media plan: kept in the browser, so nothing to prefetch. */
export default function MediaPlanPage() {
  return <PlanView />;
}
