import { Lexer, type Token, type Tokens } from 'marked';

/** Inline tokens as plain text: emphasis dropped, links as "text (url)", images as their alt. */
function inline(tokens: readonly Token[] | undefined): string {
  if (!tokens) return '';
  return tokens
    .map((token): string => {
      switch (token.type) {
        case 'link': {
          const text = inline(token.tokens);
          return text && text !== token.href ? `${text} (${token.href})` : token.href;
        }
        case 'image':
          return token.text;
        case 'br':
          return '\n';
        case 'html':
          return token.text.replace(/<[^>]*>/g, '');
        case 'strong':
        case 'em':
        case 'del':
          return inline(token.tokens);
        case 'codespan':
        case 'escape':
        case 'text':
          return 'tokens' in token && token.tokens ? inline(token.tokens) : token.text;
        default:
          return 'text' in token && typeof token.text === 'string' ? token.text : '';
      }
    })
    .join('');
}

/** Block tokens as plain-text paragraphs. */
function blocks(tokens: readonly Token[] | undefined): string[] {
  return (tokens ?? []).flatMap((token): string[] => {
    switch (token.type) {
      case 'space':
        return [];
      case 'heading':
      case 'paragraph':
        return [inline(token.tokens)];
      case 'hr':
        return ['---'];
      case 'code':
        return [token.text];
      case 'blockquote':
        return [
          blocks(token.tokens)
            .join('\n\n')
            .split('\n')
            .map((line) => `> ${line}`)
            .join('\n'),
        ];
      case 'list':
        return [
          token.items
            .map((item: Tokens.ListItem, i: number) => {
              const marker = token.ordered ? `${Number(token.start || 1) + i}.` : '-';
              return `${marker} ${blocks(item.tokens).join('\n')}`;
            })
            .join('\n'),
        ];
      case 'html':
        return [token.text.replace(/<[^>]*>/g, '').trim()].filter(Boolean);
      default:
        return 'tokens' in token && token.tokens ? [inline(token.tokens)] : [];
    }
  });
}

/**
 * The plain-text part of an e-mail from its Markdown: what a reader whose mail app shows no HTML
 * reads. Headings and paragraphs become paragraphs, links "text (url)".
 */
export function markdownToText(markdown: string): string {
  return `${blocks(new Lexer({ gfm: true }).lex(markdown)).join('\n\n')}\n`;
}
