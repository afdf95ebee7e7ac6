import { useNavigate, useParams } from 'react-router';
import { CrewJob, CrewNavigation } from '@/features/crew';

/** /crew/jobs/{id} in the main router: one job, where its photos are taken (docs/product.md §14). */
export default function CrewJobPage() {
  const { jobId = '' } = useParams();
  const navigate = useNavigate();
  return (
    <CrewNavigation navigate={(path) => void navigate(path)}>
      <CrewJob key={jobId} jobId={jobId} />
    </CrewNavigation>
  );
}
