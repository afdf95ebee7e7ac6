const stats = [
  { value: '250+', label: 'Festive campaigns delivered' },
  { value: '3.2x', label: 'Average footfall lift' },
  { value: '92%', label: 'Clients who book again' },
  { value: '50+', label: 'Cities across India' },
];

export function FestivalStats() {
  return (
    <section aria-labelledby="festival-stats-heading" className="bg-rose-950 text-white">
      <div className="mx-auto max-w-7xl px-4 py-16">
        <h2 id="festival-stats-heading" className="text-center text-3xl font-bold tracking-tight">
          Festive Seasons We Have Lit Up
        </h2>
        <dl className="mt-10 grid grid-cols-2 gap-8 text-center lg:grid-cols-4">
          {stats.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse">
              <dt className="mt-1 text-sm text-rose-100 sm:text-base">{stat.label}</dt>
              <dd className="text-4xl font-bold text-amber-300 sm:text-5xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
