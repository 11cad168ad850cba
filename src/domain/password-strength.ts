/**
 * Sign-up password rules (public-site.md section 5): what makes a password acceptable, and the
 * score, label and hints of the live strength meter.
 */

export const MIN_PASSWORD_LENGTH = 8;
export const WEAK_PASSWORD_MESSAGE = 'Password does not meet security requirements';

export const STRENGTH_LABELS = ['Very Weak', 'Weak', 'Fair', 'Good', 'Strong'] as const;
export type StrengthLabel = (typeof STRENGTH_LABELS)[number];
export type StrengthScore = 0 | 1 | 2 | 3 | 4;

export const PASSWORD_HINTS = {
  length: 'Password must be at least 8 characters long',
  uppercase: 'Add uppercase letters',
  lowercase: 'Add lowercase letters',
  digit: 'Add numbers',
  special: 'Add special characters (!@#$%^&*)',
} as const;

export interface PasswordStrength {
  /** 0 to 4: one point per criterion met, capped at 4. */
  score: StrengthScore;
  label: StrengthLabel;
  /** At least 8 characters with an uppercase letter, a lowercase letter and a digit. */
  valid: boolean;
  /** What is missing, in a fixed order: length, uppercase, lowercase, digit, special. */
  hints: string[];
}

// Letters in any script count by their case; anything neither letter, digit nor space is special.
const UPPERCASE = /\p{Lu}/u;
const LOWERCASE = /\p{Ll}/u;
const DIGIT = /[0-9]/;
const SPECIAL = /[^\p{L}\p{N}\s]/u;

/** Scores a password: +1 each for 12+ and 16+ characters, upper, lower, digit, special; max 4. */
export function passwordStrength(password: string): PasswordStrength {
  // Characters, not UTF-16 units: an emoji counts once.
  const length = [...password].length;
  const has = {
    uppercase: UPPERCASE.test(password),
    lowercase: LOWERCASE.test(password),
    digit: DIGIT.test(password),
    special: SPECIAL.test(password),
  };
  const points = [length >= 12, has.uppercase, has.lowercase, has.digit, has.special, length >= 16];
  const score = Math.min(4, points.filter(Boolean).length) as StrengthScore;

  const hints: string[] = [];
  if (length < MIN_PASSWORD_LENGTH) hints.push(PASSWORD_HINTS.length);
  for (const key of ['uppercase', 'lowercase', 'digit', 'special'] as const) {
    if (!has[key]) hints.push(PASSWORD_HINTS[key]);
  }

  return {
    score,
    label: STRENGTH_LABELS[score],
    valid: length >= MIN_PASSWORD_LENGTH && has.uppercase && has.lowercase && has.digit,
    hints,
  };
}
