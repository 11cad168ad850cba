/** What the pages behind the links in subscription e-mails say. */
export const TEXTS = {
  confirming: 'Confirming your subscription...',
  invalidTitle: 'This link is not valid',
  usedUpTitle: 'This link can no longer be used',
  failedTitle: 'We could not reach the server',
  failedText: 'Your link is fine: please try again in a moment.',
  tryAgain: 'Try again',
  subscribeAgain: 'Subscribe again',
  unsubscribeTitle: 'Unsubscribe from EDGE Navigator',
  unsubscribeText:
    'Press the button to stop receiving the EDGE Navigator newsletter at this address.',
  unsubscribe: 'Unsubscribe',
  unsubscribedTitle: 'You have been unsubscribed',
  unsubscribedText:
    'You will not receive the EDGE Navigator newsletter any more. Changed your mind? You can subscribe again at any time.',
  home: 'Back to EDGE Navigator',
} as const;
