import { Download, FileText } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { ServiceResource } from '@/catalogue';
import { Button } from '@/components/Button';

// The details form (with its valibot schemas) loads when a visitor reaches for a download, not with the page.
const loadDialog = () => import('./DownloadDialog');
const DownloadDialog = lazy(() => loadDialog().then((module) => ({ default: module.DownloadDialog })));

type ResourceDownloadsProps = { serviceId: string; resources: ServiceResource[] };

/** The service's downloadable resources; each download asks for the visitor's details first. */
export function ResourceDownloads({ serviceId, resources }: ResourceDownloadsProps) {
  const [active, setActive] = useState<ServiceResource | null>(null);
  return (
    <section aria-labelledby="resources-heading">
      <h2 id="resources-heading" className="text-3xl font-bold tracking-tight text-slate-900">
        Resources
      </h2>
      <ul className="mt-6 space-y-4">
        {resources.map((resource) => (
          <li
            key={resource.fileUrl}
            className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 sm:flex-row sm:items-center"
          >
            <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
              <FileText aria-hidden="true" className="size-6" />
            </span>
            <div className="flex-1">
              <h3 className="font-semibold text-slate-900">{resource.title}</h3>
              <p className="mt-1 text-sm text-slate-600">{resource.description}</p>
              <p className="mt-1 text-xs font-medium text-slate-600">PDF, {resource.fileSize}</p>
            </div>
            <Button
              variant="secondary"
              onClick={() => setActive(resource)}
              onPointerEnter={() => void loadDialog()}
              onFocus={() => void loadDialog()}
              aria-label={`Download ${resource.title}`}
            >
              <Download aria-hidden="true" className="size-4" />
              Download
            </Button>
          </li>
        ))}
      </ul>
      {active && (
        <Suspense fallback={null}>
          <DownloadDialog serviceId={serviceId} resource={active} onClose={() => setActive(null)} />
        </Suspense>
      )}
    </section>
  );
}
