export interface Stat {
  label: string;
  value: string;
}

/** Headline figures on water tiles: the number large, its meaning below (a description list). */
export function StatTiles({ stats, className = "" }: { stats: readonly Stat[]; className?: string }) {
  return (
    <dl className={`grid grid-cols-2 gap-4 ${className}`}>
      {stats.map((stat) => (
        <div key={stat.label} className="water-gradient flex flex-col rounded-2xl p-5 text-center text-white shadow-md">
          <dt className="text-sm font-semibold text-ocean-50">{stat.label}</dt>
          <dd className="order-first text-3xl font-extrabold text-sun-300 sm:text-4xl">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
