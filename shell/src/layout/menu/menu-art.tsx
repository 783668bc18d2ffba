import type { ReactElement } from 'react';
import type { MenuArt as MenuArtName } from './menu-data';

// Drawn parts in the shop's flat style (grey metal, dark rubber, one red accent) so a megamenu
// shows its picture without an image request or a layout shift.
const METAL = '#c8cdd2';
const METAL_DARK = '#8d949b';
const RUBBER = '#3a3a3a';
const ACCENT = 'var(--ap-color-accent)';

const DRAWINGS: Record<MenuArtName, ReactElement> = {
  headlight: (
    <>
      <path d="M20 40q0-22 40-22h70q30 0 40 30l8 40q4 22-24 26H48q-28 0-28-30z" fill={RUBBER} />
      <path d="M34 44q0-14 28-14h64q22 0 30 22l6 30q2 16-18 18H54q-20 0-20-20z" fill={METAL} />
      <circle cx="78" cy="66" r="24" fill="#fff" stroke={METAL_DARK} strokeWidth="4" />
      <circle cx="78" cy="66" r="11" fill="#fff6c7" stroke="#e0c040" strokeWidth="3" />
      <path d="M118 50h34M120 64h36M122 78h36" stroke="#fff" strokeWidth="6" />
      <path d="M160 92l22 6" stroke={ACCENT} strokeWidth="6" strokeLinecap="round" />
    </>
  ),
  'brake-disc': (
    <>
      <circle cx="90" cy="70" r="58" fill={METAL} stroke={METAL_DARK} strokeWidth="4" />
      <circle cx="90" cy="70" r="22" fill={METAL_DARK} />
      <circle cx="90" cy="70" r="8" fill="#fff" />
      {[0, 72, 144, 216, 288].map((angle) => (
        <circle
          key={angle}
          cx={90 + 14 * Math.cos((angle * Math.PI) / 180)}
          cy={70 + 14 * Math.sin((angle * Math.PI) / 180)}
          r="3"
          fill="#fff"
        />
      ))}
      <path d="M118 14q50 8 56 56q-4 30-24 44l-22-26q10-10 8-22q-2-20-22-26z" fill={ACCENT} />
    </>
  ),
  piston: (
    <>
      <rect
        x="52"
        y="14"
        width="76"
        height="58"
        rx="8"
        fill={METAL}
        stroke={METAL_DARK}
        strokeWidth="4"
      />
      <path d="M52 28h76M52 38h76M52 48h76" stroke={METAL_DARK} strokeWidth="3" />
      <circle cx="90" cy="60" r="8" fill={RUBBER} />
      <path d="M84 62l-14 62h40l-14-62z" fill={METAL_DARK} />
      <circle cx="90" cy="126" r="16" fill={RUBBER} />
      <circle cx="90" cy="126" r="6" fill={ACCENT} />
    </>
  ),
  wheel: (
    <>
      <circle cx="90" cy="72" r="62" fill={RUBBER} />
      <circle cx="90" cy="72" r="40" fill={METAL} stroke={METAL_DARK} strokeWidth="3" />
      {[0, 60, 120, 180, 240, 300].map((angle) => (
        <path
          key={angle}
          d="M90 72L84 38h12z"
          fill={METAL_DARK}
          transform={`rotate(${angle} 90 72)`}
        />
      ))}
      <circle cx="90" cy="72" r="10" fill={ACCENT} />
    </>
  ),
};

export function MenuArt({ name, className }: { name: MenuArtName; className?: string }) {
  return (
    <svg viewBox="0 0 200 150" className={className} aria-hidden="true" focusable="false">
      {DRAWINGS[name]}
    </svg>
  );
}
