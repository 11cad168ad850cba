import { Box, Button, Card, Field, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import {
  NEWSLETTER_NO_CONTENT,
  NEWSLETTER_TITLE_REQUIRED,
  newsletterMarkdown,
  type NewsletterItem,
} from '../../../domain/newsletter/content.ts';
import { notify } from '../../../ui/notify.ts';
import { isBackendError } from '../../../domain/errors.ts';
import {
  ConfirmDialog,
  formatScheduled,
  LeaveGuardDialog,
  UNSAVED_TITLE,
  useLeaveGuard,
} from '../kit/index.ts';
import { ContentPicker } from './content-picker.tsx';
import {
  useConfirmedSubscribers,
  useScheduleNewsletter,
  useSendNewsletter,
} from './newsletter-queries.ts';
import { ScheduleDialog } from './schedule-dialog.tsx';
import { TEXTS } from './texts.ts';

/**
 * The composer: title, optional introduction, the pieces to feature, the Markdown preview and
 * the send behind its confirmation. What was typed stays until the newsletter has gone out:
 * Cancel and leaving the page ask first, as every editor does.
 */
export function Composer(props: { items: readonly NewsletterItem[]; onClose: () => void }) {
  const [title, setTitle] = useState('');
  const [intro, setIntro] = useState('');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [preview, setPreview] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [titleMissing, setTitleMissing] = useState(false);
  const [askDiscard, setAskDiscard] = useState(false);
  const [scheduling, setScheduling] = useState(false);
  const schedule = useScheduleNewsletter();
  const titleRef = useRef<HTMLInputElement>(null);
  const begun = title.trim() !== '' || intro.trim() !== '' || selected.size > 0;
  const leaving = useLeaveGuard(begun);
  const audience = useConfirmedSubscribers(confirming);
  const send = useSendNewsletter();
  const chosen = props.items.filter((item) => selected.has(item.id));
  const markdown = newsletterMarkdown({ title, intro, items: chosen });

  const toggle = (id: string, checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });

  /** Whether the newsletter can go: a title and some content (the spec's two messages). */
  const ready = () => {
    if (!title.trim()) {
      setTitleMissing(true);
      titleRef.current?.focus();
      notify({ type: 'error', title: NEWSLETTER_TITLE_REQUIRED });
      return false;
    }
    if (chosen.length === 0) {
      notify({ type: 'error', title: NEWSLETTER_NO_CONTENT });
      return false;
    }
    return true;
  };
  const askToSend = () => ready() && setConfirming(true);

  const input = () => ({
    subject: title.trim(),
    content: markdown,
    selectedContent: chosen.map(({ id, title: itemTitle, type, url }) => ({
      id,
      title: itemTitle,
      type,
      url,
    })),
  });
  /** What was typed goes once the newsletter has gone out (or is scheduled to). */
  const done = () => {
    setConfirming(false);
    setScheduling(false);
    setTitle('');
    setIntro('');
    setSelected(new Set());
    props.onClose();
  };

  const sendNow = () =>
    send.mutate(input(), {
      onSuccess: (result) => {
        notify({
          type: 'success',
          title: TEXTS.sent,
          description: TEXTS.sentTo(result.recipients),
        });
        done();
      },
      onError: (error) => {
        setConfirming(false);
        notify({ type: 'error', title: TEXTS.sendFailed, description: error.message });
      },
    });

  const scheduleAt = (at: Date) =>
    schedule.mutate(
      { ...input(), scheduledAt: at },
      {
        onSuccess: (record) => {
          notify({
            type: 'success',
            title: TEXTS.scheduled,
            description: TEXTS.scheduledFor(record.subject, formatScheduled(record.scheduledAt)),
          });
          done();
        },
        onError: (error) => {
          // A time the server refuses is said under the field; anything else in a toast.
          if (!isBackendError(error) || !error.fields.scheduledAt) {
            notify({ type: 'error', title: TEXTS.scheduleFailed, description: error.message });
          }
        },
      },
    );

  return (
    <Card.Root variant="outline">
      <Card.Body>
        <Stack gap="5">
          <Field.Root required invalid={titleMissing}>
            <Field.Label>Newsletter Title</Field.Label>
            <Input
              ref={titleRef}
              value={title}
              onChange={(event) => {
                setTitle(event.currentTarget.value);
                setTitleMissing(false);
              }}
            />
            <Field.ErrorText>{NEWSLETTER_TITLE_REQUIRED}</Field.ErrorText>
          </Field.Root>
          <Field.Root>
            <Field.Label>Introduction (optional)</Field.Label>
            <Textarea
              rows={3}
              value={intro}
              onChange={(event) => setIntro(event.currentTarget.value)}
            />
          </Field.Root>
          <Stack gap="2">
            <HStack justify="space-between" wrap="wrap">
              <Text fontWeight="semibold">Content from the last 30 days</Text>
              <Text color="fg.muted" aria-live="polite">
                {chosen.length} selected
              </Text>
            </HStack>
            {props.items.length === 0 ? (
              <Text color="fg.muted">{TEXTS.noRecent}</Text>
            ) : (
              <ContentPicker items={props.items} selected={selected} onToggle={toggle} />
            )}
          </Stack>
          {preview && (
            <Box
              as="pre"
              aria-label="Newsletter preview"
              bg="bg.muted"
              borderRadius="l2"
              p="4"
              fontSize="sm"
              whiteSpace="pre-wrap"
              overflowWrap="anywhere"
            >
              {markdown}
            </Box>
          )}
          <HStack gap="3" wrap="wrap" justify="flex-end">
            <Button variant="ghost" onClick={() => (begun ? setAskDiscard(true) : props.onClose())}>
              Cancel
            </Button>
            <Button variant="outline" aria-expanded={preview} onClick={() => setPreview(!preview)}>
              Preview
            </Button>
            <Button variant="outline" onClick={() => ready() && setScheduling(true)}>
              {TEXTS.schedule}
            </Button>
            <Button colorPalette="orange" onClick={askToSend}>
              Send Newsletter
            </Button>
          </HStack>
        </Stack>
      </Card.Body>
      <ConfirmDialog
        open={confirming}
        title={TEXTS.confirmTitle}
        confirmLabel="Send Now"
        busy={send.isPending || audience.isPending}
        onCancel={() => !send.isPending && setConfirming(false)}
        onConfirm={sendNow}
      >
        <span>
          {audience.data === undefined
            ? 'Counting confirmed subscribers...'
            : TEXTS.confirmQuestion(title.trim(), audience.data)}
        </span>
        <Text as="span" display="block" mt="3" fontSize="sm" color="fg.muted">
          {TEXTS.whoReceives}
        </Text>
      </ConfirmDialog>
      <ConfirmDialog
        open={askDiscard}
        title={UNSAVED_TITLE}
        confirmLabel="Discard"
        cancelLabel="Keep editing"
        destructive
        onConfirm={props.onClose}
        onCancel={() => setAskDiscard(false)}
      >
        {TEXTS.discardQuestion}
      </ConfirmDialog>
      <LeaveGuardDialog blocker={leaving} question={TEXTS.leaveQuestion} />
      {scheduling && (
        <ScheduleDialog
          open
          title={title.trim()}
          busy={schedule.isPending}
          error={
            isBackendError(schedule.error) ? (schedule.error.fields.scheduledAt ?? null) : null
          }
          onSchedule={scheduleAt}
          onCancel={() => {
            schedule.reset();
            setScheduling(false);
          }}
        />
      )}
    </Card.Root>
  );
}
