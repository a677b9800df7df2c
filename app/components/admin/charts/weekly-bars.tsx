import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from "recharts";
import { formatCount } from "~/lib/leads/lead-stats";
import type { WeeklyRow, WeeklySeries } from "./weekly-series";

// The recharts half of the weekly chart, loaded only in the browser (see weekly-chart.tsx). No animation: the
// first paint is the final one, which keeps screenshots and browser tests stable.
export default function WeeklyBars<K extends string>({
  weeks,
  series,
}: {
  weeks: readonly WeeklyRow<K>[];
  series: readonly WeeklySeries<K>[];
}) {
  return (
    <BarChart
      responsive
      data={[...weeks]}
      margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
      accessibilityLayer={false}
      style={{ width: "100%", height: "100%" }}
    >
      <CartesianGrid vertical={false} stroke="#e2e8f0" />
      <XAxis
        dataKey="label"
        tickLine={false}
        axisLine={{ stroke: "#cbd5e1" }}
        tick={{ fill: "#475569", fontSize: 12 }}
        interval="preserveStartEnd"
        minTickGap={8}
      />
      <YAxis allowDecimals={false} tickLine={false} axisLine={false} tick={{ fill: "#475569", fontSize: 12 }} />
      <Tooltip
        cursor={{ fill: "#e0f2fe" }}
        isAnimationActive={false}
        formatter={(value, name) => [formatCount(Number(value)), name]}
        labelFormatter={(label) => `Week of ${String(label)}`}
      />
      {series.map((one) => (
        <Bar
          key={one.key}
          dataKey={one.key}
          name={one.name}
          fill={one.colour}
          radius={[3, 3, 0, 0]}
          maxBarSize={48}
          isAnimationActive={false}
        />
      ))}
    </BarChart>
  );
}
