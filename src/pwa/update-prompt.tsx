import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useUpdateStore } from '../stores/use-update-store.ts';

/**
 * "New version available" at the foot of the screen, not a modal: the page keeps working on the
 * version it loaded until the visitor clicks Reload. Mounted once, outside the router.
 */
export function UpdatePrompt() {
  const reload = useUpdateStore((s) => s.reload);
  const dismiss = useUpdateStore((s) => s.dismiss);
  // Which offer the visitor accepted: its button spins until the page reloads.
  const [accepted, setAccepted] = useState<(() => void) | null>(null);

  // The live region stays in the page so screen readers announce what appears in it.
  return (
    <Box
      role="status"
      position="fixed"
      zIndex="banner"
      insetInline="4"
      bottom="calc(1rem + env(safe-area-inset-bottom, 0px))"
      display="flex"
      justifyContent="center"
      pointerEvents="none"
    >
      {reload && (
        <HStack
          pointerEvents="auto"
          gap="3"
          pl="4"
          pr="2"
          py="2"
          width={{ base: 'full', sm: 'auto' }}
          bg="navy"
          color="white"
          // The outline keeps it apart from the navy hero and footer it may float over.
          borderWidth="1px"
          borderColor="whiteAlpha.400"
          borderRadius="l3"
          boxShadow="xl"
          fontSize="sm"
        >
          <Text flex="1" fontWeight="medium">
            New version available
          </Text>
          <Button
            size="sm"
            colorPalette="orange"
            loading={accepted === reload}
            onClick={() => {
              setAccepted(() => reload);
              reload();
            }}
          >
            Reload
          </Button>
          <Button
            size="sm"
            variant="ghost"
            color="white"
            _hover={{ bg: 'whiteAlpha.200' }}
            onClick={dismiss}
          >
            Later
          </Button>
        </HStack>
      )}
    </Box>
  );
}
