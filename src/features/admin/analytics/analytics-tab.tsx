import { Text } from '@chakra-ui/react';

/** The CMS's Analytics tab (admin-cms.md); its screen is being built. */
export function AnalyticsTab() {
  return <Text color="fg.muted">This tab is being built.</Text>;
}
