import { Box, type BoxProps } from '@chakra-ui/react';

/**
 * A thin, labelled progress bar: `value` of `max`, the done part in the accent colour. Drawn
 * here rather than with Chakra's Progress, whose state machine a second lazy screen would pull
 * into a chunk the home page loads (measured: +0.6 KB gzip on /).
 */
export function ProgressLine({
  label,
  value,
  max,
  ...box
}: { label: string; value: number; max: number } & Omit<BoxProps, 'children'>) {
  const done = max > 0 ? Math.min(1, Math.max(0, value / max)) : 0;
  return (
    <Box
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      height="1.5"
      bg="bg.muted"
      borderRadius="full"
      overflow="hidden"
      {...box}
    >
      <Box
        height="full"
        bg="accent.fg"
        transformOrigin="left"
        transition="transform 0.2s"
        style={{ transform: `scaleX(${done})` }}
      />
    </Box>
  );
}
