import { Box, Button, Flex, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { OFFLINE_LIMIT_BYTES, formatBytes } from '../../domain/saved-pieces.ts';
import { countByKind, type SavePlan } from '../../domain/save-everything.ts';
import { useAuth } from '../../stores/session/auth-provider.tsx';
import { ProgressLine } from '../../ui/progress-line.tsx';
import { useLazyDialog } from '../../ui/use-lazy-dialog.ts';
import { useOnline } from '../../ui/use-online.ts';
import { LazyNewsletterDialog } from '../subscribe';
import { useSaveEverything, type SaveEverything } from './use-save-everything.ts';

export const SAVE_EVERYTHING = 'Save everything for offline';
export const UNLOCK_LINE =
  'Saving everything is for confirmed newsletter subscribers: subscribe and confirm your e-mail, then sign in with that address to save the whole library on this device in one go.';
export const UNLOCK_LINE_SIGNED_IN =
  "Saving everything is for confirmed newsletter subscribers: subscribe with this account's e-mail and confirm it, and the whole library saves on this device in one go.";
export const NEEDS_CONNECTION = 'Connect to the internet to save everything.';

/** What the plan will save, and what it leaves out when not everything fits. */
function planSummary(plan: SavePlan): string {
  const pieces = plan.chosen.map((c) => c.piece);
  const what = `${countByKind(pieces)}, about ${formatBytes(plan.bytes)} with their images.`;
  if (plan.chosen.length === plan.published) return `Everything published: ${what}`;
  return (
    `All ${plan.published} published pieces need about ${formatBytes(plan.publishedBytes)}, ` +
    `more than the ${formatBytes(OFFLINE_LIMIT_BYTES)} this device keeps for offline reading. ` +
    `The newest that fit will be saved: ${what}`
  );
}

/** The line that says how it went, in the panel's live region. */
function statusLine(state: SaveEverything): string | null {
  switch (state.step) {
    case 'measuring':
      return 'Finding everything published…';
    case 'ready':
      return planSummary(state.plan);
    case 'saving':
      return `Saving ${state.done} of ${state.plan.chosen.length} pieces…`;
    case 'done':
      return (
        `Saved ${state.plan.chosen.length} pieces for offline reading. ` +
        (state.persisted
          ? 'Your browser will keep them until you remove them.'
          : 'Your browser may clear them if the device runs short of space.')
      );
    case 'cancelled':
      return `Stopped: ${state.done} of ${state.plan.chosen.length} pieces were saved. The rest were not.`;
    case 'failed':
      return "We couldn't list everything published. Check your connection and try again.";
    default:
      return null;
  }
}

/**
 * /offline's "Save everything for offline": for a confirmed subscriber, every published essay,
 * dispatch and prompt with their images, within the library's limit, the size shown before
 * starting, then a progress bar and Cancel. Everyone else reads what unlocks it and gets the way
 * there (subscribe, sign in), never a button they cannot press. Until the backend answers, what
 * this device last knew of the session decides (a visitor's, on a first visit).
 */
export function SaveEverythingPanel() {
  const { loading, pending, checkingSubscription, isConfirmedSubscriber, user } = useAuth();
  const online = useOnline();
  const { state, measure, start, cancel } = useSaveEverything();
  const subscribe = useLazyDialog();
  const noteId = useId();
  const checking = loading || checkingSubscription;
  const locked = loading ? !pending?.unlimited : !checkingSubscription && !isConfirmedSubscriber;
  const signedIn = loading ? pending?.signedIn === true : user !== null;
  const busy = state.step === 'measuring' || state.step === 'saving';
  const status = statusLine(state);
  const note = locked
    ? signedIn
      ? UNLOCK_LINE_SIGNED_IN
      : UNLOCK_LINE
    : !online && !busy
      ? NEEDS_CONNECTION
      : null;

  return (
    <Box as="section" aria-labelledby={`${noteId}-title`} borderWidth="1px" borderRadius="lg" p="5">
      <Stack gap="3">
        <Heading as="h2" size="md" id={`${noteId}-title`}>
          The whole library, for the flight
        </Heading>
        <Text color="fg.muted">
          Every published essay, dispatch and prompt, with their images, on this device.
        </Text>
        {state.step === 'saving' && (
          <ProgressLine
            label="Saving everything"
            value={state.done}
            max={state.plan.chosen.length}
          />
        )}
        <Flex role="status" aria-live="polite" align="center" gap="2">
          {state.step === 'measuring' && <Spinner size="sm" color="accent.fg" />}
          {status && <Text>{status}</Text>}
        </Flex>
        {note && (
          <Text id={noteId} fontSize="sm" color={locked ? 'fg' : 'fg.muted'}>
            {note}
          </Text>
        )}
        <Flex gap="3" wrap="wrap">
          {locked ? (
            <>
              <Button colorPalette="orange" onClick={subscribe.show}>
                Subscribe to Newsletter
              </Button>
              {!signedIn && (
                <Button asChild variant="outline">
                  <RouterLink to="/auth" state={{ from: '/offline' }}>
                    Sign In
                  </RouterLink>
                </Button>
              )}
            </>
          ) : state.step === 'ready' ? (
            <Button colorPalette="orange" onClick={() => void start(state.plan)}>
              Start saving
            </Button>
          ) : (
            !busy && (
              <Button
                colorPalette="orange"
                disabled={checking || !online}
                aria-describedby={note ? noteId : undefined}
                onClick={() => void measure()}
              >
                {SAVE_EVERYTHING}
              </Button>
            )
          )}
          {(busy || state.step === 'ready') && (
            <Button variant="outline" onClick={cancel}>
              Cancel
            </Button>
          )}
        </Flex>
      </Stack>
      <LazyNewsletterDialog dialog={subscribe} />
    </Box>
  );
}
