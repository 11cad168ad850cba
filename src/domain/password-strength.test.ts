import { describe, expect, it } from 'vitest';
import {
  MIN_PASSWORD_LENGTH,
  PASSWORD_HINTS,
  STRENGTH_LABELS,
  WEAK_PASSWORD_MESSAGE,
  passwordStrength,
} from './password-strength.ts';

const LEN = 'Password must be at least 8 characters long';
const UP = 'Add uppercase letters';
const LOW = 'Add lowercase letters';
const NUM = 'Add numbers';
const SPEC = 'Add special characters (!@#$%^&*)';

// [password, score, label, valid, hints]
const TABLE: Array<[string, number, string, boolean, string[]]> = [
  ['', 0, 'Very Weak', false, [LEN, UP, LOW, NUM, SPEC]],
  ['        ', 0, 'Very Weak', false, [UP, LOW, NUM, SPEC]],
  ['a', 1, 'Weak', false, [LEN, UP, NUM, SPEC]],
  ['abcdefg', 1, 'Weak', false, [LEN, UP, NUM, SPEC]],
  ['abcdefgh', 1, 'Weak', false, [UP, NUM, SPEC]],
  ['12345678', 1, 'Weak', false, [UP, LOW, SPEC]],
  ['!!!!!!!!', 1, 'Weak', false, [UP, LOW, NUM]],
  ['ABCDEFGH', 1, 'Weak', false, [LOW, NUM, SPEC]],
  ['abcdefg1', 2, 'Fair', false, [UP, SPEC]],
  ['ABCDEFG1', 2, 'Fair', false, [LOW, SPEC]],
  ['Abcdefgh', 2, 'Fair', false, [NUM, SPEC]],
  // Seven characters with upper, lower and digit: a good score, still invalid.
  ['Abcdef1', 3, 'Good', false, [LEN, SPEC]],
  // Eight: the shortest valid password; no special character needed.
  ['Abcdefg1', 3, 'Good', true, [SPEC]],
  ['Abc defg1', 3, 'Good', true, [SPEC]],
  ['Abcdef1!', 4, 'Strong', true, []],
  // Four criteria met under 8 characters: Strong, yet invalid.
  ['Ab1!', 4, 'Strong', false, [LEN]],
  // The 12-character boundary.
  ['abcdefghijk', 1, 'Weak', false, [UP, NUM, SPEC]],
  ['abcdefghijkl', 2, 'Fair', false, [UP, NUM, SPEC]],
  ['Abcdefghij1', 3, 'Good', true, [SPEC]],
  ['Abcdefghijk1', 4, 'Strong', true, [SPEC]],
  // The 16-character boundary.
  ['abcdefghijklmno', 2, 'Fair', false, [UP, NUM, SPEC]],
  ['abcdefghijklmnop', 3, 'Good', false, [UP, NUM, SPEC]],
  ['aaaaaaaaaaaaaaaaaaaa', 3, 'Good', false, [UP, NUM, SPEC]],
  ['!!!!!!!!!!!!!!!!', 3, 'Good', false, [UP, LOW, NUM]],
  // The cap: five and six points still score 4.
  ['EdgeAdmin#2026', 4, 'Strong', true, []],
  ['EdgeReader#2026', 4, 'Strong', true, []],
  ['Abcdefghijklmno1!', 4, 'Strong', true, []],
  ['PASSWORD123456789', 4, 'Strong', false, [LOW, SPEC]],
  // Letters of any script count by case; an emoji is one character and special.
  ['ÉCOLEécole1', 3, 'Good', true, [SPEC]],
  ['Abcdef1😀', 4, 'Strong', true, []],
  ['Abcde1😀', 4, 'Strong', false, [LEN]],
];

describe('passwordStrength', () => {
  it.each(TABLE)('%j scores %i (%s), valid %s', (password, score, label, valid, hints) => {
    expect(passwordStrength(password)).toEqual({ score, label, valid, hints });
  });

  it('labels the scores 0 to 4 as the spec does', () => {
    expect(STRENGTH_LABELS).toEqual(['Very Weak', 'Weak', 'Fair', 'Good', 'Strong']);
  });

  it('never scores above 4 however long and varied the password', () => {
    const long = 'Aa1!'.repeat(50);
    expect(passwordStrength(long)).toMatchObject({ score: 4, label: 'Strong', valid: true });
  });

  it('uses the spec wording for the hints and the blocking message', () => {
    expect(PASSWORD_HINTS).toEqual({
      length: LEN,
      uppercase: UP,
      lowercase: LOW,
      digit: NUM,
      special: SPEC,
    });
    expect(WEAK_PASSWORD_MESSAGE).toBe('Password does not meet security requirements');
    expect(MIN_PASSWORD_LENGTH).toBe(8);
  });
});
