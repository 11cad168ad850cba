import { IconButton } from '@chakra-ui/react';
import { switchColorMode, useColorMode } from '../../stores/display/color-mode.ts';
import { StrokeIcon } from '../../ui/stroke-icon.tsx';

/**
 * The header's night mode switch: pressed while the site is dark. The site follows the system
 * until the reader switches; the choice is remembered on this device.
 */
export function ColorModeSwitch() {
  return (
    <IconButton
      variant="ghost"
      size="sm"
      aria-label="Night mode"
      aria-pressed={useColorMode() === 'dark'}
      onClick={switchColorMode}
      _pressed={{ bg: 'bg.muted', color: 'accent.fg' }}
    >
      <StrokeIcon d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z" size={18} />
    </IconButton>
  );
}
