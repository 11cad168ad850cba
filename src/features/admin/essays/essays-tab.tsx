import { Text } from '@chakra-ui/react';

/** The CMS's Essays tab (admin-cms.md); its screen is being built. */
export function EssaysTab() {
  return <Text color="fg.muted">This tab is being built.</Text>;
}
