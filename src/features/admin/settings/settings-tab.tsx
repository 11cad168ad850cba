import { Text } from '@chakra-ui/react';

/** The CMS's Settings tab (admin-cms.md); its screen is being built. */
export function SettingsTab() {
  return <Text color="fg.muted">This tab is being built.</Text>;
}
