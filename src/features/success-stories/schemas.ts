import * as v from 'valibot';
import { publishingDefaults } from '@/lib/publishing';
import { publishingFormFields } from '@/lib/publishing-form';
import type { Json } from '@/lib/database.types';
import { imageUrl, optionalText, requiredText } from '@/lib/form-rules';
import type { SuccessStory } from './api/fetch-success-stories';
import { metricEntries } from './metrics';

export type Metrics = Record<string, string>;

/**
 * The Key Metrics textarea as stored metrics (docs/product.md §5): one 'Label: Value' per line, blank
 * lines ignored, each line split at its first colon with both sides trimmed; lines without a
 * colon or without a label are dropped. A repeated label keeps its last value.
 */
export function parseMetrics(text: string): Metrics {
  const metrics: Metrics = {};
  for (const line of text.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon === -1) continue;
    const label = line.slice(0, colon).trim();
    if (!label) continue;
    metrics[label] = line.slice(colon + 1).trim();
  }
  return metrics;
}

/** Stored metrics back as the textarea's 'Label: Value' lines, for editing. */
export function formatMetrics(metrics: Json): string {
  return metricEntries(metrics)
    .map(([label, value]) => `${label}: ${value}`)
    .join('\n');
}

/** The success story form (docs/product.md §5); text lengths as the database limits them. */
export const successStoryFormSchema = v.object({
  title: requiredText('Title is required', 200),
  category: requiredText('Category is required', 100),
  description: requiredText('Description is required', 5000),
  image_url: imageUrl('Image URL is required'),
  client_name: optionalText(200),
  industry: optionalText(100),
  campaign_duration: optionalText(100),
  metrics: v.pipe(v.string(), v.transform(parseMetrics)),
  featured: v.boolean(),
  ...publishingFormFields,
});

export type SuccessStoryFormValues = v.InferInput<typeof successStoryFormSchema>;

export function successStoryFormDefaults(story?: SuccessStory): SuccessStoryFormValues {
  return {
    title: story?.title ?? '',
    category: story?.category ?? '',
    description: story?.description ?? '',
    image_url: story?.image_url ?? '',
    client_name: story?.client_name ?? '',
    industry: story?.industry ?? '',
    campaign_duration: story?.campaign_duration ?? '',
    metrics: story ? formatMetrics(story.metrics) : '',
    featured: story?.featured ?? false,
    ...publishingDefaults(story),
  };
}
