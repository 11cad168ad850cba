import { Button, Input, Stack, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import { needConnectionNote } from '../../domain/search/search-results.ts';
import { inputRecipe } from '#chakra-theme/recipes/input';
import { addSiteRecipes } from '../../platform/styles/site-system.ts';
import { SearchResultsList } from './search-results-list.tsx';
import { SEARCH_TEXTS as T } from './texts.ts';
import { useSearch } from './use-search.ts';

addSiteRecipes({ recipes: { input: inputRecipe } });

/**
 * The search: a field and its results as the query is typed (ranked, matches marked); offline,
 * what the device keeps and how many more results need a connection. Down goes from the field
 * to the results, Enter opens the first.
 */
export function SearchPanel(props: {
  query: string;
  onQuery: (query: string) => void;
  /** A result was opened (the dialog closes). */
  onOpen?: () => void;
  autoFocus?: boolean;
}) {
  const field = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const search = useSearch(props.query);
  const typed = props.query.trim() !== '' && search.terms.length > 0;
  const first = () => list.current?.querySelector<HTMLElement>('a[data-result]');

  return (
    <Stack gap="3">
      <Input
        ref={field}
        type="search"
        size="lg"
        aria-label={T.label}
        placeholder={T.placeholder}
        autoComplete="off"
        enterKeyHint="search"
        autoFocus={props.autoFocus}
        value={props.query}
        onChange={(event) => props.onQuery(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && first()) {
            event.preventDefault();
            first()?.focus();
          } else if (event.key === 'Enter' && first()) {
            event.preventDefault();
            first()?.click();
          }
        }}
      />
      <Text role="status" fontSize="sm" color="fg.muted" minH="5">
        {statusLine(search, props.query, typed)}
      </Text>
      {search.status === 'error' && (
        <Button alignSelf="flex-start" size="sm" variant="outline" onClick={search.retry}>
          {T.retry}
        </Button>
      )}
      <div ref={list}>
        {typed && (
          <SearchResultsList
            results={search.results}
            terms={search.terms}
            label={T.list}
            onOpen={() => props.onOpen?.()}
            onTop={() => field.current?.focus()}
          />
        )}
      </div>
      {typed && search.offline && search.needConnection !== null && search.needConnection > 0 && (
        <Text fontSize="sm" color="fg.muted">
          {needConnectionNote(search.needConnection)}
        </Text>
      )}
    </Stack>
  );
}

/** The line under the field: what the search is doing, or what it found. */
function statusLine(search: ReturnType<typeof useSearch>, query: string, typed: boolean): string {
  if (search.status === 'error') return T.failed;
  if (search.status === 'loading') return T.loading;
  const offline = search.offline && search.needConnection === null ? `${T.offlineOnly} ` : '';
  if (!typed) return `${offline}${T.hint}`.trim();
  const shown = search.results.length;
  if (shown === 0) return `${offline}${T.none(query.trim())}`;
  const count = search.total;
  return `${offline}${count > shown ? T.showing(shown, count) : T.results(shown)}`;
}
