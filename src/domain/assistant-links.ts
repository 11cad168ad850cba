import type { RecordedSharePlatform } from './share-links.ts';

/**
 * The AI assistants a prompt opens in, each with its new-chat page and the query parameter that
 * puts text in its input (ChatGPT's `https://chatgpt.com/?q=`, Claude's `https://claude.ai/new?q=`:
 * the links both assistants' own "open in" integrations use). `id` is the platform recorded in
 * social_shares.
 */
export const ASSISTANTS = [
  { id: 'chatgpt', name: 'ChatGPT', newChat: 'https://chatgpt.com/', param: 'q' },
  { id: 'claude', name: 'Claude', newChat: 'https://claude.ai/new', param: 'q' },
] as const satisfies ReadonlyArray<{
  id: RecordedSharePlatform;
  name: string;
  newChat: string;
  param: string;
}>;

export type Assistant = (typeof ASSISTANTS)[number];
export type AssistantId = Assistant['id'];

/**
 * The longest link we hand to an assistant, in characters. Both sites sit behind front ends that
 * refuse long request lines (ChatGPT answers 431 to a `?q=` much past 8 KB), and a phone may pass
 * the link on to an app: 7,500 keeps clear of both. A prompt of ordinary prose fits in about
 * 2,500 characters of text once encoded; longer ones are copied instead.
 */
export const MAX_ASSISTANT_LINK_LENGTH = 7500;

/** Where a button sends a prompt: the assistant with the text in its input, if that fits. */
export interface AssistantLink {
  href: string;
  /** False when the text is too long for a link: `href` is then the empty new chat. */
  carriesText: boolean;
}

/** The link that opens `assistant` with `text` in its input, or its new chat when too long. */
export function assistantLink(assistant: Assistant, text: string): AssistantLink {
  const url = new URL(assistant.newChat);
  // encodeURIComponent, not URLSearchParams: spaces as %20, which every assistant decodes.
  const href = `${url.href}?${assistant.param}=${encodeURIComponent(text)}`;
  return href.length <= MAX_ASSISTANT_LINK_LENGTH
    ? { href, carriesText: true }
    : { href: assistant.newChat, carriesText: false };
}
