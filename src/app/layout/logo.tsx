/** The EDGE Navigator mark: a compass needle in a rounded square. */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#1a2b4c" />
      <path d="M32 10 L40 32 L32 54 L24 32 Z" fill="#f08a24" />
      <path d="M32 10 L40 32 L24 32 Z" fill="#ffd3a3" />
      <circle cx="32" cy="32" r="4" fill="#1a2b4c" />
    </svg>
  );
}
