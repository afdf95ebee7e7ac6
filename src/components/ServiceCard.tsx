import { ArrowRight } from 'lucide-react';
import { Link } from '@/components/Link';
import { paths } from '@/config/paths';
import type { ServiceTeaser } from '@/catalogue';
import { BelowPhoneFoldImage } from './BelowPhoneFoldImage';
import { ResponsiveImage } from './ResponsiveImage';

type ServiceCardProps = {
  categoryId: string;
  categoryTitle?: string;
  service: ServiceTeaser;
  headingLevel?: 'h3' | 'h4';
  /** Below the first screen on a phone: its picture is a BelowPhoneFoldImage (decision 039). */
  belowPhoneFold?: boolean;
};

/** A service teaser whose whole card is one link to the detail page. */
export function ServiceCard({ categoryId, categoryTitle, service, headingLevel: Heading = 'h3', belowPhoneFold = false }: ServiceCardProps) {
  const Picture = belowPhoneFold ? BelowPhoneFoldImage : ResponsiveImage;
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-lg has-[a:focus-visible]:ring-3 has-[a:focus-visible]:ring-brand-600 has-[a:focus-visible]:ring-offset-2">
      <Picture
        src={service.image.src}
        alt=""
        width={service.image.width}
        height={service.image.height}
        className="aspect-[8/5] w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        {categoryTitle && <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{categoryTitle}</p>}
        <Heading className="mt-1 text-lg font-semibold text-slate-900">
          <Link to={paths.service(categoryId, service.id)} className="after:absolute after:inset-0 focus-visible:outline-none">
            {service.title}
          </Link>
        </Heading>
        <p className="mt-2 flex-1 text-sm text-slate-600">{service.summary}</p>
        <p aria-hidden="true" className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
          Learn more <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" />
        </p>
      </div>
    </article>
  );
}
