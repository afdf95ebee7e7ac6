import { ArrowRight, CheckCircle2, ChevronRight, MessageSquareQuote } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '@/components/Link';
import { serviceLead, type ServiceDetailEntry } from '@/catalogue';
import { Accordion } from '@/components/Accordion';
import { ButtonLink } from '@/components/Button';
import { WhatsAppLink } from '@/components/WhatsAppLink';
import { ResponsiveImage } from '@/components/ResponsiveImage';
import { paths } from '@/config/paths';

type ServiceDetailProps = {
  entry: ServiceDetailEntry;
  /** The resources block (gated downloads), composed in by the route. */
  resources?: ReactNode;
};

function Breadcrumbs({ entry }: { entry: ServiceDetailEntry }) {
  const trail = [
    { label: 'Home', to: paths.home },
    { label: 'Services', to: paths.services },
    { label: entry.category.title, to: paths.serviceCategory(entry.category.id) },
  ];
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-slate-300">
      <ol className="flex flex-wrap items-center gap-1">
        {trail.map((crumb) => (
          <li key={crumb.to} className="flex items-center gap-1">
            <Link to={crumb.to} className="hover:text-white">
              {crumb.label}
            </Link>
            <ChevronRight aria-hidden="true" className="size-4" />
          </li>
        ))}
        <li aria-current="page" className="text-white">
          {entry.service.title}
        </li>
      </ol>
    </nav>
  );
}

function Sidebar({ entry }: { entry: ServiceDetailEntry }) {
  const { category, related } = entry;
  return (
    <aside aria-label={`Quote and related services for ${entry.service.title}`} className="space-y-6 lg:sticky lg:top-24">
      <div className="rounded-2xl bg-slate-900 p-6 text-white">
        <MessageSquareQuote aria-hidden="true" className="size-8 text-brand-500" />
        <h2 className="mt-3 text-xl font-bold">Interested in {entry.service.title}?</h2>
        <p className="mt-2 text-slate-300">Share your goals and get a tailored plan with sites, formats and costs.</p>
        <ButtonLink to={paths.contact} className="mt-5 w-full">
          Get a Quote
        </ButtonLink>
        <WhatsAppLink page={entry.service.title} className="mt-4 w-full justify-center font-semibold text-white hover:text-brand-100" />
      </div>
      {related.length > 0 && (
        <div className="rounded-2xl border border-slate-200 bg-white p-6">
          <h2 className="text-lg font-bold text-slate-900">Related Services</h2>
          <ul className="mt-4 space-y-4">
            {related.map((service) => (
              <li key={service.id}>
                <Link to={paths.service(category.id, service.id)} className="group flex gap-3">
                  <ResponsiveImage
                    src={service.image.src}
                    alt=""
                    width={96}
                    height={60}
                    className="h-15 w-24 shrink-0 rounded-lg object-cover"
                  />
                  <span>
                    <span className="block font-semibold text-slate-900 group-hover:text-brand-700">{service.title}</span>
                    <span className="line-clamp-2 text-sm text-slate-600">{service.summary}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <Link
            to={paths.services}
            className="mt-5 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-800"
          >
            View All Services
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      )}
    </aside>
  );
}

/** docs/product.md §2 "Service detail": hero, overview, benefits, features, FAQ, resources, sidebar and closing call. */
export function ServiceDetail({ entry, resources }: ServiceDetailProps) {
  const { service } = entry;
  return (
    <>
      <section className="relative overflow-hidden bg-slate-900 text-white">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 lg:grid-cols-2 lg:py-20">
          <div>
            <Breadcrumbs entry={entry} />
            <p className="mt-6 text-sm font-semibold tracking-wide text-brand-100 uppercase">{entry.category.title}</p>
            <h1 className="mt-2 text-4xl font-bold tracking-tight sm:text-5xl">{service.title}</h1>
            <p className="mt-5 text-lg text-slate-200">{serviceLead(service)}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <ButtonLink to={paths.contact} size="lg">
                Get a Quote
                <ArrowRight aria-hidden="true" className="size-5" />
              </ButtonLink>
              {/* Outdoor services sell the agency's own sites (docs/product.md §11): their inventory, map and dates. */}
              {entry.category.id === 'outdoor' && (
                <ButtonLink to={paths.sites} size="lg" variant="outline-light">
                  See our sites and dates
                </ButtonLink>
              )}
            </div>
          </div>
          <ResponsiveImage
            src={service.image.src}
            alt={service.image.alt}
            width={service.image.width}
            height={service.image.height}
            priority
            className="w-full rounded-2xl shadow-2xl ring-1 ring-white/10"
          />
        </div>
      </section>

      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0 space-y-16">
          <section aria-labelledby="overview-heading">
            <h2 id="overview-heading" className="text-3xl font-bold tracking-tight text-slate-900">
              Overview
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-slate-700">{service.description}</p>
          </section>

          <section aria-labelledby="benefits-heading">
            <h2 id="benefits-heading" className="text-3xl font-bold tracking-tight text-slate-900">
              Key Benefits
            </h2>
            <ul className="mt-6 grid gap-4 sm:grid-cols-2">
              {service.benefits.map((benefit) => (
                <li key={benefit} className="flex gap-3 rounded-xl bg-slate-50 p-4 text-slate-800">
                  <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
                  {benefit}
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="features-heading">
            <h2 id="features-heading" className="text-3xl font-bold tracking-tight text-slate-900">
              Features
            </h2>
            <ul className="mt-6 grid gap-5 sm:grid-cols-2">
              {service.features.map((feature) => (
                <li key={feature.title} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
                  <h3 className="font-semibold text-slate-900">{feature.title}</h3>
                  <p className="mt-2 text-slate-600">{feature.description}</p>
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="faq-heading">
            <h2 id="faq-heading" className="text-3xl font-bold tracking-tight text-slate-900">
              Frequently Asked Questions
            </h2>
            <div className="mt-6">
              <Accordion items={service.faqs.map((faq) => ({ title: faq.question, content: <p>{faq.answer}</p> }))} />
            </div>
          </section>

          {resources}
        </div>
        <Sidebar entry={entry} />
      </div>

      <section className="bg-brand-800 text-white">
        <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-14 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-2xl">
            <h2 className="text-3xl font-bold tracking-tight">Ready to Get Started?</h2>
            <p className="mt-3 text-lg text-brand-50">
              Talk to our {entry.category.title.toLowerCase()} team about your goals, locations and timing.
            </p>
          </div>
          <ButtonLink to={paths.contact} variant="light" size="lg">
            Request a Consultation
            <ArrowRight aria-hidden="true" className="size-5" />
          </ButtonLink>
        </div>
      </section>
    </>
  );
}
