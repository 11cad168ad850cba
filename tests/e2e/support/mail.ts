// The `mail` documents the newsletter writes (the demo's store and the Firebase build's alike).

/** One queued e-mail, as the suites read it. */
export interface Mail {
  id: string;
  to: string;
  kind: string;
  newsletterId: string | null;
  message: { subject: string; text: string };
}

/** The site-relative path and token of the first link to `path` in a mail's text. */
export function linkIn(mail: Pick<Mail, 'message'>, path: string): string {
  const match = new RegExp(`https?://[^/\\s]+(${path}\\?token=\\S+)`).exec(mail.message.text);
  if (!match?.[1]) throw new Error(`no ${path} link in ${mail.message.text}`);
  return match[1];
}
