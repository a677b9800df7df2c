import { useId } from "react";

export const DAMAGES = ["fade", "cracks", "blisters"] as const;
export type Damage = (typeof DAMAGES)[number];

export const FINISHES = ["sapphire", "aqua", "midnight"] as const;
export type PoolFinish = (typeof FINISHES)[number];

/** Water gradient of the new finish, light to deep. */
const FINISH_STOPS: Record<PoolFinish, readonly [string, string, string]> = {
  sapphire: ["#5fd0f7", "#0b93d1", "#075d8c"],
  aqua: ["#a5f3fc", "#22b8cf", "#0e7490"],
  midnight: ["#60a5fa", "#1d4ed8", "#0c3550"],
};

export interface PoolIllustrationProps {
  state: "before" | "after";
  damage: Damage;
  finish?: PoolFinish;
  className?: string;
}

// Drawn stand-ins for before/after photos (we have none yet): a pool seen
// from above, dull and damaged before, glossy after. Decorative: the caption
// next to each drawing says what it shows. The page shows them as cacheable
// images drawn from this component (scripts/pool-illustrations.ts, decision
// 022) instead of the same SVG inline in every visit's HTML.

const CRACKS = [
  "M92 150l18-14 9 6 16-18 12 4",
  "M119 142l-6-16 10-10",
  "M188 70l14 10-4 14 16 8",
  "M202 80l12-6 6-14",
  "M226 150l-12-8-14 4-6-12",
];

const BLISTERS: readonly [number, number, number][] = [
  [96, 70, 6],
  [118, 88, 4],
  [150, 64, 5],
  [176, 120, 7],
  [206, 96, 4],
  [232, 136, 6],
  [140, 150, 5],
  [88, 128, 4],
  [222, 66, 5],
];

const CHALK: readonly [number, number][] = [
  [80, 60],
  [104, 110],
  [132, 80],
  [160, 140],
  [190, 62],
  [214, 118],
  [244, 90],
  [120, 160],
  [236, 156],
  [172, 96],
];

const STAINS: readonly [number, number, number, number][] = [
  [182, 128, 26, 12],
  [110, 142, 16, 9],
  [236, 104, 12, 18],
];

const SPARKLES: readonly [number, number, number][] = [
  [250, 52, 7],
  [232, 74, 4],
  [84, 162, 5],
];

export function PoolIllustrationDrawing({ state, damage, finish = "sapphire", className = "" }: PoolIllustrationProps) {
  const id = useId().replace(/:/g, "");
  const before = state === "before";
  return (
    <svg aria-hidden="true" viewBox="0 0 320 220" className={className} preserveAspectRatio="xMidYMid slice">
      <defs>
        <linearGradient id={`${id}-water`} x1="0" y1="0" x2="1" y2="1">
          {before ? (
            <>
              <stop offset="0" stopColor="#b7c7bd" />
              <stop offset="1" stopColor="#7f9a90" />
            </>
          ) : (
            <>
              <stop offset="0" stopColor={FINISH_STOPS[finish][0]} />
              <stop offset="0.55" stopColor={FINISH_STOPS[finish][1]} />
              <stop offset="1" stopColor={FINISH_STOPS[finish][2]} />
            </>
          )}
        </linearGradient>
        <pattern id={`${id}-pavers`} width="32" height="32" patternUnits="userSpaceOnUse">
          <rect width="32" height="32" fill={before ? "#e7dcc6" : "#f4ead6"} />
          <path d="M0 .5h32M.5 0v32" stroke={before ? "#d2c4a8" : "#e4d5b7"} strokeWidth="1" />
        </pattern>
        <clipPath id={`${id}-pool`}>
          <rect x="44" y="34" width="232" height="152" rx="30" />
        </clipPath>
      </defs>

      <rect width="320" height="220" fill={`url(#${id}-pavers)`} />
      <rect x="36" y="26" width="248" height="168" rx="36" fill={before ? "#d9d3c7" : "#ffffff"} />
      <rect x="44" y="34" width="232" height="152" rx="30" fill={`url(#${id}-water)`} />

      <g clipPath={`url(#${id}-pool)`}>
        {/* Entry steps in the shallow corner. */}
        {[0, 1, 2].map((step) => (
          <path
            key={step}
            d={`M44 ${96 - step * 18}a${52 - step * 18} ${52 - step * 18} 0 0 1 ${52 - step * 18} ${-(52 - step * 18)}`}
            fill="none"
            stroke={before ? "#e6ece6" : "#bfeafd"}
            strokeOpacity={before ? 0.55 : 0.7}
            strokeWidth="3"
          />
        ))}

        {before ? (
          <>
            {/* Waterline stains and chalking on every damaged pool. */}
            <path d="M44 44c40 8 90-6 140 4s70 0 92-4v-12H44z" fill="#8a7a5a" fillOpacity="0.35" />
            {CHALK.map(([x, y]) => (
              <circle key={`${x}-${y}`} cx={x} cy={y} r={damage === "fade" ? 9 : 5} fill="#ffffff" fillOpacity="0.22" />
            ))}
            {damage === "cracks" &&
              CRACKS.map((d) => (
                <path
                  key={d}
                  d={d}
                  fill="none"
                  stroke="#32423c"
                  strokeWidth="1.6"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              ))}
            {damage === "blisters" &&
              BLISTERS.map(([x, y, r]) => (
                <g key={`${x}-${y}`}>
                  <circle cx={x} cy={y} r={r} fill="#d7e0d8" stroke="#55675f" strokeWidth="1.2" />
                  <circle cx={x - r / 3} cy={y - r / 3} r={r / 3} fill="#ffffff" fillOpacity="0.7" />
                </g>
              ))}
            {damage === "fade" &&
              STAINS.map(([x, y, rx, ry]) => (
                <ellipse key={`${x}-${y}`} cx={x} cy={y} rx={rx} ry={ry} fill="#7a6a48" fillOpacity="0.22" />
              ))}
          </>
        ) : (
          <>
            {/* Sunlight caustics on clear water. */}
            {[60, 92, 124, 156].map((y, index) => (
              <path
                key={y}
                d={`M${30 + index * 6} ${y}c24-10 44 10 68 0s44-10 68 0 44 10 68 0 44-10 68 0`}
                fill="none"
                stroke="#ffffff"
                strokeOpacity="0.35"
                strokeWidth="2"
              />
            ))}
            <path d="M60 200c60-40 150-60 240-130" fill="none" stroke="#ffffff" strokeOpacity="0.16" strokeWidth="22" />
          </>
        )}
      </g>

      {!before &&
        SPARKLES.map(([x, y, r]) => (
          <path
            key={`${x}-${y}`}
            d={`M${x} ${y - r}L${x + r / 3} ${y - r / 3}L${x + r} ${y}L${x + r / 3} ${y + r / 3}L${x} ${y + r}L${x - r / 3} ${y + r / 3}L${x - r} ${y}L${x - r / 3} ${y - r / 3}Z`}
            fill="#fcd462"
          />
        ))}
    </svg>
  );
}
