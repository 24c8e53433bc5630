// Hangers of the suspension bridge: x positions along the deck and where they meet the cable
// (a quadratic curve from (93,152) to (389,152) with control point (241,244)).
const HANGERS = [125, 155, 185, 215, 241, 267, 297, 327, 357].map((x) => {
  const t = (x - 93) / 296;
  return { x, top: 152 + 184 * t * (1 - t) };
});

/** Decorative: a suspension bridge over a gorge, a map pin and two suitcases. */
export function HeroIllustration() {
  return (
    <div className="hero__art" aria-hidden="true">
      <svg viewBox="0 0 480 400" width="480" height="400" focusable="false">
        <defs>
          <clipPath id="hero-clip">
            <rect width="480" height="400" rx="32" />
          </clipPath>
        </defs>
        <g clipPath="url(#hero-clip)">
          <rect width="480" height="400" fill="#dcefe8" />
          <circle cx="366" cy="92" r="44" fill="#f6c969" />
          <path d="M0 250 Q120 188 240 236 T480 214 V400 H0Z" fill="#bddccf" />
          <path d="M0 214 L96 205 L136 336 L0 336Z" fill="#7fb7a6" />
          <path d="M480 208 L384 203 L346 336 L480 336Z" fill="#7fb7a6" />
          <path d="M93 152 Q241 244 389 152" fill="none" stroke="#0a4440" strokeWidth="3" />
          <g stroke="#0a4440" strokeWidth="1.5">
            {HANGERS.map(({ x, top }) => (
              <line key={x} x1={x} y1={top} x2={x} y2="204" />
            ))}
          </g>
          <rect x="88" y="202" width="306" height="6" rx="2" fill="#0f5c56" />
          <rect x="82" y="146" width="22" height="62" rx="2" fill="#0a4440" />
          <rect x="88" y="166" width="10" height="42" rx="5" fill="#dcefe8" />
          <rect x="378" y="146" width="22" height="62" rx="2" fill="#0a4440" />
          <rect x="384" y="166" width="10" height="42" rx="5" fill="#dcefe8" />
          <path d="M0 326 Q240 300 480 326 V400 H0Z" fill="#f7f5f0" />
          <path d="M150 120 C150 120 126 95 126 80 a24 24 0 0 1 48 0 c0 15 -24 40 -24 40z" fill="#c2410c" />
          <circle cx="150" cy="80" r="9" fill="#fff" />
          <ellipse cx="296" cy="372" rx="118" ry="9" fill="#1c2430" opacity="0.1" />
          <path d="M236 218 v-24 a9 9 0 0 1 9-9 h30 a9 9 0 0 1 9 9 v24" fill="none" stroke="#0a4440" strokeWidth="8" />
          <rect x="204" y="214" width="112" height="146" rx="16" fill="#0f5c56" />
          <path d="M236 232 v112 M284 232 v112" stroke="#0a4440" strokeWidth="7" strokeLinecap="round" />
          <circle cx="226" cy="366" r="9" fill="#1c2430" />
          <circle cx="294" cy="366" r="9" fill="#1c2430" />
          <g transform="rotate(16 300 200)">
            <rect x="296" y="196" width="40" height="26" rx="5" fill="#fff" stroke="#0a4440" strokeWidth="2.5" />
            <circle cx="304" cy="209" r="3" fill="#0a4440" />
            <path d="M314 209 l5 5 l10 -10" fill="none" stroke="#0f5c56" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
          </g>
          <path d="M344 272 v-44 h28 v44" fill="none" stroke="#6b4a12" strokeWidth="6" strokeLinejoin="round" />
          <rect x="326" y="268" width="64" height="92" rx="12" fill="#f0a93b" />
          <path d="M340 286 h36" stroke="#c27b12" strokeWidth="5" strokeLinecap="round" />
          <circle cx="338" cy="366" r="7" fill="#1c2430" />
          <circle cx="378" cy="366" r="7" fill="#1c2430" />
        </g>
      </svg>
    </div>
  );
}
