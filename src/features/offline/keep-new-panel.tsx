import { Box, Stack, Switch, Text } from '@chakra-ui/react';
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
 * /offline's "Keep new dispatches on this device": a switch, what it does, how this browser
 * runs it, and when the library last refreshed.
 */
export function KeepNewPanel() {
  const store = useMemo(() => keepNewStore(), []);
  const { state, turnOn, turnOff } = useKeepNew(store);
  const now = useMinuteClock();
  const aboutId = useId();
  const supported = canKeepNew();
  const setting = state.status === 'ready' ? state.setting : null;
  const on = setting?.on === true;

  return (
    <Box borderWidth="1px" borderRadius="lg" p="5">
      <Stack gap="3">
        <Switch.Root
          checked={on}
          disabled={!supported || state.status !== 'ready' || state.busy}
          onCheckedChange={({ checked }) => void (checked ? turnOn() : turnOff())}
          colorPalette="orange"
          aria-describedby={aboutId}
        >
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label fontWeight="semibold" fontSize="md">
            {KEEP_NEW_LABEL}
          </Switch.Label>
        </Switch.Root>
        <Text id={aboutId} color="fg.muted">
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
