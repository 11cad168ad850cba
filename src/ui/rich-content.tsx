import { Box } from '@chakra-ui/react';
import { createContext, useContext, useMemo } from 'react';
import { markdownToHtml } from '../domain/markdown.ts';
import { sanitizeHtml } from './sanitize.ts';

const SanitizerContext = createContext(sanitizeHtml);

/** The server gives rich content its own sanitiser (the same policy, over jsdom's DOM). */
export const SanitizerProvider = SanitizerContext.Provider;

/** Renders content Markdown (or stored HTML) as sanitised, readable prose. */
export function RichContent({ content }: { content: string }) {
  const sanitize = useContext(SanitizerContext);
  const html = useMemo(() => sanitize(markdownToHtml(content)), [sanitize, content]);
  return (
    <Box
      className="prose"
      fontSize={{ base: 'md', md: 'lg' }}
      lineHeight="1.75"
      css={{
        '& h2, & h3, & h4': {
          fontFamily: 'heading',
          fontWeight: 'bold',
          mt: '8',
          mb: '3',
          lineHeight: '1.3',
        },
        '& h2': { fontSize: '2xl' },
        '& h3': { fontSize: 'xl' },
        '& p, & ul, & ol, & blockquote, & pre': { mb: '5' },
        '& ul, & ol': { ps: '6' },
        '& ul': { listStyleType: 'disc' },
        '& ol': { listStyleType: 'decimal' },
        '& li': { mb: '1' },
        '& a': { color: 'orange.700', textDecoration: 'underline' },
        '& blockquote': {
          borderStartWidth: '4px',
          borderColor: 'orange.400',
          ps: '4',
          fontStyle: 'italic',
          color: 'fg.muted',
        },
        '& code': {
          fontFamily: 'mono',
          fontSize: '0.9em',
          bg: 'gray.100',
          px: '1',
          borderRadius: 'sm',
        },
        '& pre': {
          bg: 'gray.100',
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
