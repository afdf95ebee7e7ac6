import { useParams } from 'react-router';
import { findService, serviceLead } from '@/catalogue';
import { PageMeta } from '@/components/PageMeta';
import { ResourceDownloads } from '@/features/downloads/components/ResourceDownloads';
import { ServiceDetail } from '@/features/services/components/ServiceDetail';
import { ServiceNotFound } from '@/features/services/components/ServiceNotFound';

export default function ServiceDetailPage() {
  const { categoryId, serviceId } = useParams();
  const entry = findService(categoryId, serviceId);
  if (!entry) {
    return (
      <>
        <PageMeta title="Service Not Found" description="The service you're looking for doesn't exist or has been moved." noindex />
        <ServiceNotFound />
      </>
    );
  }
  const { service } = entry;
  return (
    <>
      <PageMeta title={service.title} description={serviceLead(service)} />
      <ServiceDetail
        // A new service starts with every FAQ closed.
        key={service.id}
        entry={entry}
        resources={service.resources && <ResourceDownloads serviceId={service.id} resources={service.resources} />}
      />
    </>
  );
}
