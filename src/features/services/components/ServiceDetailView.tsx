import { serviceLead, type ServiceDetailEntry } from '@/catalogue';
import { PageMeta } from '@/components/PageMeta';
import { ResourceDownloads } from '@/features/downloads';
import { ServiceDetail } from './ServiceDetail';
import { ServiceNotFound } from './ServiceNotFound';

/** One service of the catalogue (loadServiceDetail), or the not-found text for an unknown address (null). */
export function ServiceDetailView({ entry }: { entry: ServiceDetailEntry | null }) {
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
