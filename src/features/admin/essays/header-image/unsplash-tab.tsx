import { Box, Button, Image, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { UnsplashPhoto } from '../../../../backend/admin-content-api.ts';
import { withUnsplashReferral } from '../../../../domain/cms/unsplash.ts';
import { notify } from '../../../../ui/notify.ts';
import { useAdminBackend } from '../../kit';
import { imageToasts } from './image-messages.ts';
import { InputWithAction } from './input-with-action.tsx';

/** The photographer and Unsplash, credited with links as Unsplash's guidelines ask. */
function Credit({ photo }: { photo: UnsplashPhoto }) {
  const onUnsplash = /^https:\/\/unsplash\.com\//.test(photo.links.html);
  return (
    <Text fontSize="xs" color="fg.muted">
      Photo by{' '}
      <Link
        href={withUnsplashReferral(photo.user.links.html)}
        target="_blank"
        rel="noopener noreferrer"
      >
        {photo.user.name}
      </Link>
      {onUnsplash && (
        <>
          {' on '}
          <Link
            href={withUnsplashReferral('https://unsplash.com/')}
            target="_blank"
            rel="noopener noreferrer"
          >
            Unsplash
          </Link>
        </>
      )}
    </Text>
  );
}

/**
 * Image search (callable `searchUnsplash`): Enter or the button searches, an empty query is
 * ignored; each result shows a small image, its alt text and its photographer. Choosing one
 * hotlinks its regular size and reports the download to Unsplash.
 */
export function UnsplashTab({ onChoose }: { onChoose: (url: string) => void }) {
  const admin = useAdminBackend();
  const [query, setQuery] = useState('');
  const search = useMutation({
    mutationFn: (text: string) => admin.images.search(text),
    onError: (error) => {
      console.error('Image search failed', error);
      notify(imageToasts.searchFailed());
    },
  });
  const run = () => {
    const text = query.trim();
    if (text) search.mutate(text);
  };
  const choose = (photo: UnsplashPhoto) => {
    onChoose(photo.urls.regular);
    notify(imageToasts.selected(photo.user.name));
    admin.images.trackDownload(photo).catch((error: unknown) => {
      console.error('Could not report the download to Unsplash', error);
    });
  };
  return (
    <Stack gap="4">
      <InputWithAction
        label="Search images"
        type="search"
        value={query}
        placeholder="leadership, strategy, city..."
        onChange={setQuery}
        actionLabel="Search"
        onAction={run}
        busy={search.isPending}
      />
      {search.data && search.data.length === 0 && <Text color="fg.muted">No images found.</Text>}
      {search.data && search.data.length > 0 && (
        <SimpleGrid
          as="ul"
          columns={{ base: 2, md: 3 }}
          gap="3"
          listStyleType="none"
          aria-label="Search results"
        >
          {search.data.map((photo) => (
            <Box as="li" key={photo.id}>
              <Stack gap="1">
                <Button
                  variant="outline"
                  height="auto"
                  p="0"
                  overflow="hidden"
                  aria-label={`Use ${photo.alt_description ?? 'this image'}`}
                  onClick={() => choose(photo)}
                >
                  <Image
                    src={photo.urls.small}
                    alt=""
                    width="full"
                    aspectRatio={4 / 3}
                    objectFit="cover"
                  />
                </Button>
                <Text fontSize="sm" lineClamp={2}>
                  {photo.alt_description ?? 'Untitled photo'}
                </Text>
                <Credit photo={photo} />
              </Stack>
            </Box>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
