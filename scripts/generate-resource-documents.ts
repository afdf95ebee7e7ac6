/**
 * Writes the downloadable resources listed in the service catalogue to public/downloads/, from the
 * data in scripts/resource-documents/, the catalogue and the site facts (src/config/site.ts). The PDFs
 * are committed; run again after changing any of them, then update each resource's fileSize to the
 * label printed here (src/catalogue/__tests__/resource-documents.test.ts checks both):
 *
 *   npm run generate:resources
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';
import type { ServiceCategory } from '../src/catalogue/types.ts';
import { addressLine, displayPhone, site } from '../src/config/site.ts';
import { airportAudienceInsights, airportMediaKit } from './resource-documents/airport.ts';
import { renderDocument, type ResourceDocument, type Section } from './resource-documents/layout.ts';
import { retailLaunchCaseStudies, storeLaunchChecklist } from './resource-documents/store-launch.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT_DIR = join(ROOT, 'public', 'downloads');

/** The same label the catalogue shows: whole kilobytes (1,024 bytes), rounded, at least 1. */
function fileSizeLabel(bytes: number): string {
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

const contact: Section = {
  heading: 'Contact us',
  blocks: [
    { kind: 'paragraph', text: `${site.name}, ${site.tagline}. ${site.description}` },
    {
      kind: 'table',
      columns: ['', ''],
      widths: [0.25, 0.75],
      rows: [
        ['Office', addressLine],
        ['Phone', displayPhone(site.phone)],
        ['E-mail', site.email],
        ['Hours', site.businessHours.map(({ days, hours }) => `${days} ${hours}`).join(', ')],
      ],
    },
  ],
};

// The catalogue's modules import without file extensions, which Node cannot load directly; Vite can.
const { module: catalogue } = await runnerImport<{ categories: ServiceCategory[] }>(join(ROOT, 'src', 'catalogue', 'index.ts'));

function service(categoryId: string, serviceId: string) {
  const found = catalogue.categories.find((category) => category.id === categoryId)?.services.find((entry) => entry.id === serviceId);
  if (!found) throw new Error(`No service ${categoryId}/${serviceId} in the catalogue`);
  return found;
}

const airport = service('transport', 'airport-advertising');
const storeLaunch = service('btl', 'store-launch');
const documents: ResourceDocument[] = [
  airportMediaKit(airport, contact),
  airportAudienceInsights(contact),
  storeLaunchChecklist(storeLaunch, contact),
  retailLaunchCaseStudies(storeLaunch, contact),
];

// Every listed resource gets a document, and every document is listed.
const listed = catalogue.categories.flatMap((category) => category.services.flatMap((entry) => entry.resources ?? []));
const written = documents.map((document) => `/downloads/${document.file}`);
if (listed.map((resource) => resource.fileUrl).sort().join() !== [...written].sort().join()) {
  throw new Error(`The catalogue lists ${listed.map((resource) => resource.fileUrl).join(', ')} but the documents are ${written.join(', ')}`);
}

const letterhead = { agency: site.name, tagline: site.tagline, footer: `${site.name} | ${displayPhone(site.phone)} | ${site.email}` };
for (const document of documents) {
  const bytes = await renderDocument(document, letterhead);
  writeFileSync(join(OUT_DIR, document.file), bytes);
  console.log(`${document.file}: ${fileSizeLabel(bytes.length)} (${bytes.length} bytes)`);
}
