import { useNavigate } from 'react-router';
import { CrewJobs, CrewNavigation } from '@/features/crew';

/** /crew in the main router: the signed-in crew member's jobs (docs/product.md §14), moving with the router. */
export default function CrewJobsPage() {
  const navigate = useNavigate();
  return (
    <CrewNavigation navigate={(path) => void navigate(path)}>
      <CrewJobs />
    </CrewNavigation>
  );
}
