/**
 * The Lumoplast word mark: a stylised injection-moulded granule (three nested rounded shapes) and the
 * name. Drawn in `currentColor` so it follows the header's light or dark mode.
 */
export function Logo() {
  return (
    <svg viewBox="0 0 188 36" width="188" height="36" role="img" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="3">
        <rect x="2" y="2" width="32" height="32" rx="10" />
        <rect x="10" y="10" width="16" height="16" rx="5" />
      </g>
      <circle cx="18" cy="18" r="3" fill="var(--color-accent)" />
      <text x="44" y="27" fill="currentColor" fontFamily="var(--font-body)" fontSize="24" fontWeight="700" letterSpacing="0.5">
        Lumoplast
      </text>
    </svg>
  );
}
