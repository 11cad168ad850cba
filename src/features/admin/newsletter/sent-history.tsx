import { Alert, Card, Heading, Table, Text } from '@chakra-ui/react';
import { useNewsletterHistory } from './newsletter-queries.ts';
import { formatDay, TEXTS } from './texts.ts';

/** The newsletters sent: date, recipients and how their delivery went. */
export function SentHistory() {
  const history = useNewsletterHistory();
  return (
    <Card.Root variant="outline">
      <Card.Header>
        <Heading as="h3" size="md">
          Sent Newsletters
        </Heading>
      </Card.Header>
      <Card.Body aria-busy={history.isPending}>
        {history.isError ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{TEXTS.historyFailed}</Alert.Title>
          </Alert.Root>
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
      </Card.Body>
    </Card.Root>
  );
}
