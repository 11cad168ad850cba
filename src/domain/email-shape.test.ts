import { describe, expect, it } from 'vitest';
import { looksLikeEmail } from './email-shape.ts';

describe('looksLikeEmail', () => {
  it.each(['a@b.co', ' jane.doe+news@mail.example.com ', 'x@sub.domain.org'])('accepts %s', (e) =>
    expect(looksLikeEmail(e)).toBe(true),
  );
  it.each(['', 'plain', 'a@b', 'a@.co', 'a@b..co', 'a b@c.co', 'a@b.co.', '@b.co'])(
    'refuses %j',
    (e) => expect(looksLikeEmail(e)).toBe(false),
  );
});
