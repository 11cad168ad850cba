import { Button, Dialog, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { localTime } from '../../../domain/cms/form-schemas.ts';
import { SCHEDULE_IN_PAST, SCHEDULE_NEEDS_TIME } from '../../../domain/schedule.ts';
import { FormField } from '../../../ui/form';
import { timeZoneLabel } from '../kit/index.ts';
import { TEXTS } from './texts.ts';

/**
 * When the newsletter goes out: a date and time in the editor's own time zone (named under the
 * field), checked to be ahead before it is asked of the server, which checks again.
 */
export function ScheduleDialog(props: {
  open: boolean;
  title: string;
  busy: boolean;
  /** A message from the server about the time, shown under the field. */
  error: string | null;
  onSchedule: (at: Date) => void;
  onCancel: () => void;
}) {
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = () => {
    const time = localTime(value);
    if (time === null) return setProblem(SCHEDULE_NEEDS_TIME);
    if (time <= Date.now()) return setProblem(SCHEDULE_IN_PAST);
    setProblem(null);
    props.onSchedule(new Date(time));
  };
  const error = problem ?? props.error;
  return (
    <Dialog.Root
      open={props.open}
      onOpenChange={(event) => !event.open && !props.busy && props.onCancel()}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{TEXTS.scheduleTitle}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text>{TEXTS.scheduleQuestion(props.title)}</Text>
                <FormField
                  label="Send at"
                  required
                  error={error ?? undefined}
                  helper={`Your time zone: ${timeZoneLabel()}`}
                >
                  <Input
                    type="datetime-local"
                    value={value}
                    onChange={(event) => {
                      setValue(event.currentTarget.value);
                      setProblem(null);
                    }}
                  />
                </FormField>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={props.onCancel} disabled={props.busy}>
                Cancel
              </Button>
              <Button colorPalette="orange" loading={props.busy} onClick={submit}>
                {TEXTS.scheduleConfirm}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
