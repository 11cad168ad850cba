import type { ReactElement } from 'react';
import { StrokeIcon } from '../stroke-icon.tsx';

/** Small 20px glyphs for the share buttons. */
const glyph = (d: string): ReactElement => <StrokeIcon d={d} />;

export const SHARE_ICONS = {
  linkedin: glyph(
    'M4 9h4v11H4zM6 4a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM11 9h4v2a4 4 0 0 1 5 3v6h-4v-6a1 1 0 0 0-2 0v6h-3z',
  ),
  x: glyph('M4 4l16 16M20 4L4 20'),
  email: glyph('M3 6h18v12H3zM3 6l9 7 9-7'),
  whatsapp: glyph(
    'M4 20l1.5-4.5A8 8 0 1 1 8.5 18.5zM9 9c0 3 3 6 6 6l1.5-1.5-2-1-1 1c-1 0-2.5-1.5-2.5-2.5l1-1-1-2z',
  ),
  link: glyph(
    'M10 14a4 4 0 0 0 6 0l3-3a4 4 0 0 0-6-6l-1 1M14 10a4 4 0 0 0-6 0l-3 3a4 4 0 0 0 6 6l1-1',
  ),
  check: glyph('M5 12l5 5L20 7'),
  // An arrow leaving a tray: the platforms' usual "share" mark.
  share: glyph('M12 3v12M7 8l5-5 5 5M5 12v7a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-7'),
} as const;
