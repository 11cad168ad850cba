import { Text } from '@chakra-ui/react';

/** The CMS's Prompts tab (admin-cms.md); its screen is being built. */
export function PromptsTab() {
  return <Text color="fg.muted">This tab is being built.</Text>;
}
