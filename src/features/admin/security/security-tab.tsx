import { Badge, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { isBackendError } from '../../../domain/errors.ts';
import {
  SECURITY_ACCESS_ERROR,
  SECURITY_ACTION_LABELS,
  SECURITY_EMPTY,
  SECURITY_LOAD_FAILED,
  type SecuritySummary,
} from '../../../domain/security-summary.ts';
import {
  formatUtcDay,
  LoadFailedAlert,
  SectionCard,
  StatCard,
  StatGrid,
  useAdminBackend,
} from '../kit/index.ts';

/** The static list of protections the monitor describes (admin-cms.md: Security tab). */
const FEATURES = [
  'Rate limiting: the contact form allows 5 submissions per IP address per hour',
  'Server-side validation: length limits on every field and email format checks',
  'Only administrators can read contact submissions and this monitor',
  'Every contact-related action is logged, with addresses stored as salted hashes',
];

/** Refused for lack of the role (or of a session) rather than failed. */
const isAccessError = (error: unknown) =>
  isBackendError(error, 'permission-denied') || isBackendError(error, 'unauthenticated');

function Activity({ summary }: { summary: SecuritySummary }) {
  if (summary.recent.length === 0) return <Text color="fg.muted">{SECURITY_EMPTY}</Text>;
  return (
    <Stack as="ul" gap="3" listStyleType="none">
      {summary.recent.map((row) => (
        <HStack
          as="li"
          key={`${row.date}-${row.action}`}
          justify="space-between"
          wrap="wrap"
          gap="2"
          borderWidth="1px"
          borderRadius="l2"
          p="3"
        >
          <HStack gap="3">
            <Badge colorPalette={row.action === 'rate_limit_exceeded' ? 'red' : 'blue'}>
              {SECURITY_ACTION_LABELS[row.action]}
            </Badge>
            <Text>{formatUtcDay(row.date)}</Text>
          </HStack>
          <Text color="fg.muted" fontSize="sm">
            {row.count} {row.count === 1 ? 'event' : 'events'} · {row.uniqueIps} unique{' '}
            {row.uniqueIps === 1 ? 'IP' : 'IPs'}
          </Text>
        </HStack>
      ))}
    </Stack>
  );
}

/** The CMS's Security tab: the Contact Security Monitor (getContactSecuritySummary). */
export function SecurityTab() {
  const admin = useAdminBackend();
  const summary = useQuery({
    queryKey: ['admin', 'security'],
    queryFn: () => admin.security.summary(),
  });
  return (
    <Stack gap="6">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h2" size="xl">
          Contact Security Monitor
        </Heading>
        <Button
          variant="outline"
          loading={summary.isFetching}
          loadingText="Refresh"
          onClick={() => void summary.refetch()}
        >
          Refresh
        </Button>
      </HStack>
      {summary.isError ? (
        <LoadFailedAlert>
          {isAccessError(summary.error) ? SECURITY_ACCESS_ERROR : SECURITY_LOAD_FAILED}
        </LoadFailedAlert>
      ) : (
        <>
          <StatGrid data={summary.data} busy={summary.isPending} skeletonHeight="24">
            {(data) => (
              <>
                <StatCard label="Total Submissions" value={data.totalSubmissions} />
                <StatCard label="Admin Views" value={data.adminViews} />
                <StatCard label="Rate Limited" value={data.rateLimited} />
                <StatCard label="Unique IPs" value={data.uniqueIps} />
              </>
            )}
          </StatGrid>
          <SectionCard title="Recent Activity">
            {summary.data && <Activity summary={summary.data} />}
          </SectionCard>
        </>
      )}
      <SectionCard title="Security Features">
        <Stack as="ul" gap="2" ps="5" listStyleType="disc">
          {FEATURES.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </Stack>
      </SectionCard>
    </Stack>
  );
}
