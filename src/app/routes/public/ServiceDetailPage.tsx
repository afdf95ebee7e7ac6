import { useParams } from 'react-router';
import { ServiceDetailView } from '@/features/services';

export default function ServiceDetailPage() {
  const { categoryId, serviceId } = useParams();
  return <ServiceDetailView categoryId={categoryId} serviceId={serviceId} />;
}
