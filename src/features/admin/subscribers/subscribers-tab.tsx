import { Text } from '@chakra-ui/react';

/** The CMS's Subscribers tab (admin-cms.md); its screen is being built. */
export function SubscribersTab() {
  return <Text color="fg.muted">This tab is being built.</Text>;
}
