import { Text } from '@chakra-ui/react';

/** The CMS's Newsletter tab (admin-cms.md); its screen is being built. */
export function NewsletterTab() {
  return <Text color="fg.muted">This tab is being built.</Text>;
}
