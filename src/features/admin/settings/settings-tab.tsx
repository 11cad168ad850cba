import { Card, Heading, Stack, Text } from '@chakra-ui/react';
import { AdminSetupCard } from './admin-setup-card.tsx';
import { ManageAdmins } from './manage-admins.tsx';

export const BETA_NOTE = 'This system is in beta. Features may change.';

/** The CMS's Settings tab (admin-cms.md): Admin Setup, the administrators, the Beta Status note. */
export function SettingsTab() {
  return (
    <Stack gap="6">
      <AdminSetupCard />
      <ManageAdmins />
      <Card.Root>
        <Card.Header>
          <Heading as="h2" size="lg">
            Beta Status
          </Heading>
        </Card.Header>
        <Card.Body>
          <Text>{BETA_NOTE}</Text>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
