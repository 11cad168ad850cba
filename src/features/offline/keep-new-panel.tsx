import { Box, chakra, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useId, useMemo } from 'react';
import { KEEP_NEW_LABEL, lastRefreshedLine } from '../../domain/keep-new.ts';
import { canKeepNew, keepNewStore, useKeepNew, useMinuteClock } from '../../stores/offline-library';

export const KEEP_NEW_ABOUT =
  "New essays and dispatches are saved here as they are published, within this device's limit, so this morning's dispatch is ready on the plane without your having opened it.";
export const IN_BACKGROUND = 'Saved in the background, even while the app is closed.';
export const AT_LAUNCH =
  "This browser doesn't refresh in the background: new pieces are saved each time you open the app.";
export const NOT_HERE = "This browser can't save pieces in the background.";

/**
 * An on/off switch (role switch), drawn here: Chakra's Switch would bring its recipe and state
 * machine to /offline's chunk for one control.
 */
function OnOff(props: {
  on: boolean;
  disabled: boolean;
  labelledBy: string;
  describedBy: string;
  onToggle: () => void;
}) {
  return (
    <chakra.button
      type="button"
      role="switch"
      aria-checked={props.on}
      aria-labelledby={props.labelledBy}
      aria-describedby={props.describedBy}
      disabled={props.disabled}
      onClick={props.onToggle}
      position="relative"
      flexShrink={0}
      width="11"
      height="6"
      borderRadius="full"
      bg={
        props.on
          ? { base: 'orange.700', _dark: 'orange.400' }
          : { base: 'gray.500', _dark: 'gray.500' }
      }
      transition="background 0.15s"
      cursor="pointer"
      _disabled={{ opacity: 0.5, cursor: 'not-allowed' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'accent.fg', outlineOffset: '2px' }}
    >
      <Box
        position="absolute"
        top="0.5"
        left={props.on ? '1.375rem' : '0.5'}
        width="5"
        height="5"
        borderRadius="full"
        bg="white"
        boxShadow="sm"
        transition="left 0.15s"
      />
    </chakra.button>
  );
}

/**
 * /offline's "Keep new dispatches on this device": a switch, what it does, how this browser
 * runs it, and when the library last refreshed.
 */
export function KeepNewPanel() {
  const store = useMemo(() => keepNewStore(), []);
  const { state, turnOn, turnOff } = useKeepNew(store);
  const now = useMinuteClock();
  const id = useId();
  const supported = canKeepNew();
  const setting = state.status === 'ready' ? state.setting : null;
  const on = setting?.on === true;

  return (
    <Box as="section" aria-labelledby={`${id}-title`} borderWidth="1px" borderRadius="lg" p="5">
      <Stack gap="3">
        <Flex align="center" justify="space-between" gap="4">
          <Heading as="h2" size="md" id={`${id}-title`}>
            {KEEP_NEW_LABEL}
          </Heading>
          <OnOff
            on={on}
            disabled={!supported || state.status !== 'ready' || state.busy}
            labelledBy={`${id}-title`}
            describedBy={`${id}-about`}
            onToggle={() => void (on ? turnOff() : turnOn())}
          />
        </Flex>
        <Text id={`${id}-about`} color="fg.muted">
          {supported ? KEEP_NEW_ABOUT : NOT_HERE}
        </Text>
        {on && setting && (
          <Stack gap="1" role="status" aria-live="polite">
            <Text fontSize="sm">{setting.background ? IN_BACKGROUND : AT_LAUNCH}</Text>
            <Text fontSize="sm" fontWeight="semibold">
              {lastRefreshedLine(setting.lastRefreshedAt, now)}
            </Text>
          </Stack>
        )}
      </Stack>
    </Box>
  );
}
