import { ResponsiveImage } from '@/components/ResponsiveImage';

export function AboutStory() {
  return (
    <section aria-labelledby="story-heading" className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-20 lg:grid-cols-2">
      <div>
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Our Story</p>
        <h2 id="story-heading" className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          From a dozen hoardings to campaigns in 50+ cities
        </h2>
        <div className="mt-6 space-y-4 text-lg text-slate-700">
          <p>
            We started in 2013 with twelve hoardings on Anna Salai and a simple promise: tell clients the truth about every site,
            and prove every installation with a photograph.
          </p>
          <p>
            That promise brought brands back. Today our team plans and runs billboard, transport, mobile, ambient and BTL campaigns
            for FMCG, retail, real estate, education and automobile brands, in Chennai and across India.
          </p>
          <p>We are still a Chennai company at heart: we know which junction fills up at 6 PM and which street wakes up for Pongal.</p>
        </div>
      </div>
      <ResponsiveImage
        src="/images/site/about/story.svg"
        alt="Our team planning a campaign around a table"
        width={800}
        height={600}
        className="w-full rounded-2xl shadow-lg"
      />
    </section>
  );
}
