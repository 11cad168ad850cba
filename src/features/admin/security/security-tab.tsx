import { Text } from '@chakra-ui/react';

/** The CMS's Security tab (admin-cms.md); its screen is being built. */
export function SecurityTab() {
  return <Text color="fg.muted">This tab is being built.</Text>;
}
