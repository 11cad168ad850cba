import { Container, Heading, Stack } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { usePageHead } from '../../ui/use-page-head.ts';
import { SearchPanel } from './search-panel.tsx';
import { SEARCH_TEXTS as T } from './texts.ts';

/**
 * /search?q=: the search as a page (the header's Search link before the app has loaded, or a
 * shared search). Drawn in the browser: robots.txt keeps crawlers out and the server sends it
 * the shell, marked noindex.
 */
export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  usePageHead({ title: T.title, canonical: '/search' }, true);
  return (
    <Container maxW="3xl" py={{ base: '8', md: '12' }}>
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          {T.title}
        </Heading>
        <SearchPanel
          query={query}
          onQuery={(q) => setParams(q ? { q } : {}, { replace: true })}
          autoFocus
        />
      </Stack>
    </Container>
  );
}
