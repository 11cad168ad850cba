import { HStack, IconButton, Text } from '@chakra-ui/react';
import { TEXT_SCALES } from '../../domain/display-prefs.ts';
import { stepTextSize, useTextScale } from '../../stores/display/text-size.ts';

const smallest = TEXT_SCALES[0];
const largest = TEXT_SCALES[TEXT_SCALES.length - 1];

/**
 * Smaller and larger reading text on a piece's page, within the sizes TEXT_SCALES allows; the
 * size is remembered on this device and applies wherever pieces are read. At a bound the button
 * says it is unavailable but keeps the focus (a disabled button would drop it).
 */
export function TextSizeControl() {
  const scale = useTextScale();
  return (
    <HStack role="group" aria-label="Text size" gap="1">
      <IconButton
        variant="ghost"
        size="sm"
        aria-label="Smaller text"
        aria-disabled={scale === smallest}
        onClick={() => stepTextSize(-1)}
      >
        <Text as="span" fontSize="sm" fontWeight="bold" aria-hidden="true">
          A−
        </Text>
      </IconButton>
      <Text fontSize="sm" color="fg.muted" minW="10" textAlign="center" aria-live="polite">
        {Math.round(scale * 100)}%
      </Text>
      <IconButton
        variant="ghost"
        size="sm"
        aria-label="Larger text"
        aria-disabled={scale === largest}
        onClick={() => stepTextSize(1)}
      >
        <Text as="span" fontSize="lg" fontWeight="bold" aria-hidden="true">
          A+
        </Text>
      </IconButton>
    </HStack>
  );
}
