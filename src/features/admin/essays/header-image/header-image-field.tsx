import { Box, Button, HStack, Image, Stack, Tabs, Text } from '@chakra-ui/react';
import { UnsplashTab } from './unsplash-tab.tsx';
import { UploadTab } from './upload-tab.tsx';
import { UrlTab } from './url-tab.tsx';

/**
 * The header image (admin-cms.md: Essays tab): the one chosen, and three ways to choose another:
 * an address (URL), a file (Upload) or an image search (Unsplash).
 */
export function HeaderImageField(props: {
  value: string;
  onChange: (url: string) => void;
  error?: string | undefined;
}) {
  return (
    <Stack gap="3" width="full" role="group" aria-labelledby="header-image-label">
      <Text id="header-image-label" fontWeight="medium" textStyle="sm">
        Header Image
      </Text>
      <Stack gap="3" width="full">
        {props.value ? (
          <HStack gap="3" align="flex-start" wrap="wrap">
            <Image
              src={props.value}
              alt="The header image"
              maxW="16rem"
              aspectRatio={1200 / 630}
              objectFit="cover"
              borderRadius="md"
            />
            <Stack gap="2" flex="1" minW="10rem">
              <Text fontSize="xs" color="fg.muted" wordBreak="break-all">
                {props.value}
              </Text>
              <Box>
                <Button size="xs" variant="outline" onClick={() => props.onChange('')}>
                  Remove image
                </Button>
              </Box>
            </Stack>
          </HStack>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            No header image.
          </Text>
        )}
        <Tabs.Root defaultValue="url" variant="enclosed" size="sm" lazyMount>
          <Tabs.List>
            <Tabs.Trigger value="url">URL</Tabs.Trigger>
            <Tabs.Trigger value="upload">Upload</Tabs.Trigger>
            <Tabs.Trigger value="unsplash">Unsplash</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="url">
            <UrlTab onChoose={props.onChange} />
          </Tabs.Content>
          <Tabs.Content value="upload">
            <UploadTab onChoose={props.onChange} />
          </Tabs.Content>
          <Tabs.Content value="unsplash">
            <UnsplashTab onChoose={props.onChange} />
          </Tabs.Content>
        </Tabs.Root>
      </Stack>
      {props.error && (
        <Text role="alert" color="fg.error" fontSize="xs">
          {props.error}
        </Text>
      )}
    </Stack>
  );
}
