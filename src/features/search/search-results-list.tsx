import { chakra } from '@chakra-ui/react';
import type { KeyboardEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { ContentKind } from '../../domain/types.ts';
import type { SearchResult } from './engine.ts';
import { MarkedText } from './marked-text.tsx';

const KIND_LABEL: Record<ContentKind, string> = {
  essay: 'Essay',
  dispatch: 'Dispatch',
  prompt: 'AI Prompt',
};

/** Up and down move between the results; up from the first goes back to the field. */
function moveFocus(event: KeyboardEvent<HTMLElement>, onTop: () => void) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const links = [
    ...(event.currentTarget.closest('ul')?.querySelectorAll<HTMLElement>('a[data-result]') ?? []),
  ];
  const at = links.indexOf(event.target as HTMLElement);
  const next = links[at + (event.key === 'ArrowDown' ? 1 : -1)];
  event.preventDefault();
  if (next) next.focus();
  else if (event.key === 'ArrowUp') onTop();
}

// The results are plain elements styled from the list, one style for all: a keystroke redraws
// twenty of them, and Chakra components each would cost a phone most of its 50 ms (bench).
const List = chakra('ul', {
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: '1',
    listStyleType: 'none',
    // Its redraws stay inside it: nothing around it is styled or laid out again.
    contain: 'content',
    '& a': {
      display: 'block',
      px: '3',
      py: '2.5',
      borderRadius: 'l2',
      _hover: { bg: 'bg.muted' },
      _focusVisible: { bg: 'bg.muted', outline: '2px solid', outlineColor: 'accent.fg' },
    },
    '& [data-part=kind]': {
      display: 'block',
      fontSize: 'xs',
      fontWeight: 'semibold',
      color: 'fg.muted',
      textTransform: 'uppercase',
    },
    '& [data-part=title]': { display: 'block', fontWeight: 'semibold', color: 'fg' },
    '& [data-part=excerpt]': { display: 'block', fontSize: 'sm', color: 'fg.muted', lineClamp: 2 },
    '& mark': {
      bg: 'accent.subtle',
      color: 'inherit',
      fontWeight: 'semibold',
      px: '0.5',
      borderRadius: 'sm',
    },
  },
});

/** One result: a link to its piece with its kind, title and excerpt, matches marked. */
function Result(props: {
  result: SearchResult;
  terms: readonly string[];
  onOpen: () => void;
  onTop: () => void;
}) {
  const { doc, matched } = props.result;
  return (
    <li>
      <RouterLink
        to={doc.path}
        data-result=""
        onClick={props.onOpen}
        onKeyDown={(event) => moveFocus(event, props.onTop)}
      >
        <span data-part="kind">{KIND_LABEL[doc.kind]}</span>
        <span data-part="title">
          <MarkedText text={doc.title} matched={matched} terms={props.terms} />
        </span>
        {doc.excerpt && (
          <span data-part="excerpt">
            <MarkedText text={doc.excerpt} matched={matched} terms={props.terms} />
          </span>
        )}
      </RouterLink>
    </li>
  );
}

/** The results, best first. */
export function SearchResultsList(props: {
  results: readonly SearchResult[];
  terms: readonly string[];
  label: string;
  onOpen: () => void;
  onTop: () => void;
}) {
  return (
    <List aria-label={props.label}>
      {props.results.map((result) => (
        <Result
          key={result.doc.key}
          result={result}
          terms={props.terms}
          onOpen={props.onOpen}
          onTop={props.onTop}
        />
      ))}
    </List>
  );
}
