/** A decorative line icon drawn on a 24-unit grid (stroke only, in the text colour). */
export function StrokeIcon({
  d,
  size = 20,
  weight = 2,
}: {
  d: string;
  size?: number;
  /** The stroke width, in grid units. */
  weight?: number;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={weight}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={d} />
    </svg>
  );
}
