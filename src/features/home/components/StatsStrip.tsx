const stats = [
  { value: '500+', label: 'Campaigns Delivered' },
  { value: '98%', label: 'Client Satisfaction' },
  { value: '50+', label: 'Cities Covered' },
  { value: '10+', label: 'Years of Experience' },
];

/** docs/product.md §9: 500+, 98%, 50+, 10+. */
export function StatsStrip() {
  return (
    <section aria-label="Our numbers" className="bg-brand-800 text-white">
      <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-8 px-4 py-14 text-center lg:grid-cols-4">
        {stats.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse">
            <dt className="mt-1 text-sm font-medium text-brand-100 sm:text-base">{stat.label}</dt>
            <dd className="text-4xl font-bold tracking-tight sm:text-5xl">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
