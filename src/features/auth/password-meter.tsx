import { Box, Progress, Stack, Text } from '@chakra-ui/react';
import { passwordStrength } from '../../domain/password-strength.ts';
import { progressSlotRecipe } from '#chakra-theme/recipes/progress';
import { addSiteRecipes } from '../../platform/styles/site-system.ts';

// Only sign-up's meter is a progress bar.
addSiteRecipes({ slotRecipes: { progress: progressSlotRecipe } });

const PALETTES = ['red', 'red', 'orange', 'blue', 'green'] as const;

/**
 * The live strength meter under the sign-up password: a bar, the label and what is missing.
 * The text sits in a polite live region that is always mounted, so changes are announced.
 */
export function PasswordMeter({ password }: { password: string }) {
  const strength = password ? passwordStrength(password) : null;
  return (
    <Stack gap="2">
      {strength && (
        <Progress.Root
          value={strength.score * 25}
          max={100}
          size="sm"
          colorPalette={PALETTES[strength.score]}
        >
          {/* Not "Password …": the password field keeps the only label that says Password. */}
          <Progress.Track aria-label="Strength" aria-valuetext={strength.label}>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      )}
      <Box aria-live="polite" aria-atomic="true" fontSize="sm">
        {strength && (
          <>
            <Text fontWeight="medium">Password strength: {strength.label}</Text>
            {strength.hints.length > 0 && (
              <Box as="ul" ps="5" listStyleType="disc" color="fg.muted">
                {strength.hints.map((hint) => (
                  <li key={hint}>{hint}</li>
                ))}
              </Box>
            )}
          </>
        )}
      </Box>
    </Stack>
  );
}
