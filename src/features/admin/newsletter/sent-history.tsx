import { Table, Text } from '@chakra-ui/react';
import { formatDay, LoadFailedAlert, SectionCard } from '../kit/index.ts';
import { useNewsletterHistory } from './newsletter-queries.ts';
import { TEXTS } from './texts.ts';

/** The newsletters sent: date, recipients and how their delivery went. */
export function SentHistory() {
  const history = useNewsletterHistory();
  return (
    <SectionCard title="Sent Newsletters" busy={history.isPending}>
      {history.isError ? (
        <LoadFailedAlert>{TEXTS.historyFailed}</LoadFailedAlert>
      ) : history.isPending ? (
        <Text color="fg.muted">Loading sent newsletters...</Text>
      ) : history.data.length === 0 ? (
        <Text color="fg.muted">{TEXTS.noHistory}</Text>
      ) : (
        <Table.ScrollArea>
          <Table.Root size="sm" minW="560px">
            <Table.Header>
              <Table.Row>
                {['Newsletter', 'Sent', 'Recipients', 'Delivered', 'Failed', 'Pending'].map(
                  (title) => (
                    <Table.ColumnHeader key={title}>{title}</Table.ColumnHeader>
                  ),
                )}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {history.data.map((entry) => (
                <Table.Row key={entry.id}>
                  <Table.Cell fontWeight="medium">{entry.subject}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{formatDay(entry.sentAt)}</Table.Cell>
                  <Table.Cell>{entry.recipients}</Table.Cell>
                  <Table.Cell>{entry.delivery.delivered}</Table.Cell>
                  <Table.Cell>{entry.delivery.failed}</Table.Cell>
                  <Table.Cell>{entry.delivery.pending}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </SectionCard>
  );
}
