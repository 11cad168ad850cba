import { Box, Button, Container, Flex, Link, Stack, Text } from '@chakra-ui/react';
import { EXTERNAL_LINKS } from '../../domain/external-links.ts';
import { LazyContactDialog } from '../../features/contact';
import { useLazyDialog } from '../../ui/use-lazy-dialog.ts';
import { FOOTER_SECTIONS, useSectionNavigation } from '../../ui/use-section-navigation.ts';

/** The site footer: section links, the professional-network link and the Contact dialog. */
export function Footer() {
  const goTo = useSectionNavigation();
  const contact = useLazyDialog();
  return (
    <Box as="footer" bg="navy" color="white" mt="16">
      <Container maxW="7xl" py="10">
        <Flex direction={{ base: 'column', md: 'row' }} gap="8" justify="space-between">
          <Stack gap="2" maxW="sm">
            <Text fontFamily="heading" fontSize="xl" fontWeight="bold">
              EDGE Navigator
            </Text>
            <Text color="whiteAlpha.800">
              Leadership for Tech-Driven Change. Join 1,000+ leaders navigating tech-driven change.
            </Text>
          </Stack>
          <Flex as="nav" aria-label="Footer" gap="1" wrap="wrap" align="flex-start">
            {FOOTER_SECTIONS.map((s) => (
              <Button
                key={s.id}
                variant="ghost"
                size="sm"
                color="white"
                _hover={{ bg: 'whiteAlpha.200' }}
                onClick={() => goTo(s.id)}
              >
                {s.label}
              </Button>
            ))}
          </Flex>
          <Stack gap="2" align="flex-start">
            <Link
              href={EXTERNAL_LINKS.professionalNetwork}
              target="_blank"
              rel="noopener noreferrer"
              color="white"
              textDecoration="underline"
            >
              Follow on LinkedIn
            </Link>
            <Button size="sm" colorPalette="orange" onClick={contact.show}>
              Contact
            </Button>
          </Stack>
        </Flex>
        {/* A page rendered (or built) last year and read this year shows this year. */}
        <Text mt="8" fontSize="sm" color="whiteAlpha.700" suppressHydrationWarning>
          © {new Date().getFullYear()} EDGE Navigator
        </Text>
      </Container>
      <LazyContactDialog dialog={contact} />
    </Box>
  );
}
