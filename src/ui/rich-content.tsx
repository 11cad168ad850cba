import { Box } from '@chakra-ui/react';
import { createContext, useContext, useMemo } from 'react';
import { markdownToHtml } from '../domain/markdown.ts';
import { sanitizeHtml } from './sanitize.ts';

const SanitizerContext = createContext(sanitizeHtml);

/** The server gives rich content its own sanitiser (the same policy, over jsdom's DOM). */
export const SanitizerProvider = SanitizerContext.Provider;

/**
 * A font size token scaled by the reader's text size (--edge-text-scale on <html>, set by the
 * piece pages' text size buttons and, before the first paint, by the boot script (src/pwa/boot-script.ts)).
 */
export const readingSize = (token: string) =>
  `calc(var(--chakra-font-sizes-${token}) * var(--edge-text-scale, 1))`;

/** Renders content Markdown (or stored HTML) as sanitised, readable prose, at the reader's size. */
export function RichContent({ content }: { content: string }) {
  const sanitize = useContext(SanitizerContext);
  const html = useMemo(() => sanitize(markdownToHtml(content)), [sanitize, content]);
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
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
