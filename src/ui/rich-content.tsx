import { Box } from '@chakra-ui/react';
import { createContext, use, useContext, useState } from 'react';
import {
  loadedRichHtmlRenderer,
  loadRichHtmlRenderer,
  type RichHtmlRenderer,
} from './rich-html-loader.ts';
import { useHydrating } from '../platform/lifecycle/use-hydrated.ts';

export { loadRichHtmlRenderer };

const RendererContext = createContext<RichHtmlRenderer | null>(null);

/**
 * The server's renderer (the same Markdown and sanitising policy, over jsdom's DOM): with it,
 * rich content is drawn at once. The browser's is fetched when first needed (below).
 */
export const RichHtmlProvider = RendererContext.Provider;

/** React leaves an element's HTML as it is while hydrating it: the server's stays in place. */
const SERVER_HTML = { __html: '' };

/**
 * A font size token scaled by the reader's text size (--edge-text-scale on <html>, set by the
 * piece pages' text size buttons and, before the first paint, by the boot script
 * (src/platform/document/boot-script.ts)).
 */
export const readingSize = (token: string) =>
  `calc(var(--chakra-font-sizes-${token}) * var(--edge-text-scale, 1))`;

/**
 * Renders content Markdown (or stored HTML) as sanitised, readable prose, at the reader's size.
 * Hydrating a server-rendered page, it keeps the server's HTML (identical, by the same renderer
 * and policy) and renders nothing itself until the content changes.
 */
export function RichContent({ content }: { content: string }) {
  const serverRenderer = useContext(RendererContext);
  const hydrating = useHydrating();
  // The content the server drew, for as long as this element shows it.
  const [drawnByServer] = useState(() => (hydrating && !serverRenderer ? content : null));
  if (serverRenderer) return <Prose html={{ __html: serverRenderer(content) }} />;
  if (drawnByServer === content) return <Prose html={SERVER_HTML} />;
  const browserRenderer = loadedRichHtmlRenderer();
  if (browserRenderer) return <Prose html={{ __html: browserRenderer(content) }} />;
  return <ProseOnceRendererIsIn content={content} />;
}

/**
 * Rich content whose renderer is still being fetched: it waits for it with use(), in a component
 * of its own, which calls use() in every render as React asks of one that suspended with it.
 */
function ProseOnceRendererIsIn({ content }: { content: string }) {
  const render = use(loadRichHtmlRenderer());
  return <Prose html={{ __html: render(content) }} />;
}

/** The prose itself, its HTML given. */
function Prose({ html }: { html: { __html: string } }) {
  return (
    <Box
      className="prose"
      fontSize={{ base: readingSize('md'), md: readingSize('lg') }}
      lineHeight="1.75"
      css={{
        '& h2, & h3, & h4': {
          fontFamily: 'heading',
          fontWeight: 'bold',
          mt: '8',
          mb: '3',
          lineHeight: '1.3',
        },
        '& h2': { fontSize: readingSize('2xl') },
        '& h3': { fontSize: readingSize('xl') },
        '& p, & ul, & ol, & blockquote, & pre': { mb: '5' },
        '& ul, & ol': { ps: '6' },
        '& ul': { listStyleType: 'disc' },
        '& ol': { listStyleType: 'decimal' },
        '& li': { mb: '1' },
        '& a': { color: 'accent.fg', textDecoration: 'underline' },
        '& blockquote': {
          borderStartWidth: '4px',
          borderColor: 'accent.emphasized',
          ps: '4',
          fontStyle: 'italic',
          color: 'fg.muted',
        },
        '& code': {
          fontFamily: 'mono',
          fontSize: '0.9em',
          bg: 'bg.muted',
          px: '1',
          borderRadius: 'sm',
        },
        '& pre': {
          bg: 'bg.muted',
          p: '4',
          borderRadius: 'md',
          overflowX: 'auto',
          whiteSpace: 'pre-wrap',
        },
        '& img': { maxW: '100%', borderRadius: 'md' },
      }}
      dangerouslySetInnerHTML={html}
      suppressHydrationWarning
    />
  );
}
