import type { UserEvent } from '@testing-library/user-event';

/**
 * Replaces `field`'s text in one edit: cleared, then `text` pasted. Typing it key by key is slow,
 * and most tests check the form's answer, not the keystrokes (those that do, type).
 */
export async function replaceText(user: UserEvent, field: HTMLElement, text: string) {
  await user.clear(field);
  if (!text) return;
  await user.click(field);
  await user.paste(text);
}
