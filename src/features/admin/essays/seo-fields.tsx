import { Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { UseFormReturn } from 'react-hook-form';
import type { LongformFormValues } from '../../../domain/cms/form-schemas.ts';
import { TextInput } from '../../../ui/form';

/**
 * SEO & Social (admin-cms.md: Meta Title, Canonical URL, Meta Description), with the Open Graph
 * and Twitter fields the form model holds: what search engines and shared links show.
 */
export function SeoFields({ form }: { form: UseFormReturn<LongformFormValues> }) {
  return (
    <Stack as="section" gap="4" aria-labelledby="seo-heading" borderTopWidth="1px" pt="4">
      <Stack gap="1">
        <Heading as="h3" size="md" id="seo-heading">
          SEO & Social
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          Empty fields fall back to the title, excerpt and header image.
        </Text>
      </Stack>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextInput form={form} name="metaTitle" label="Meta Title" />
        <TextInput form={form} name="canonicalUrl" label="Canonical URL" />
      </SimpleGrid>
      <TextInput form={form} name="metaDescription" label="Meta Description" rows={2} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextInput form={form} name="ogTitle" label="Open Graph Title" />
        <TextInput form={form} name="ogImageUrl" label="Open Graph Image URL" />
      </SimpleGrid>
      <TextInput form={form} name="ogDescription" label="Open Graph Description" rows={2} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextInput form={form} name="twitterTitle" label="Twitter Title" />
        <TextInput form={form} name="twitterImageUrl" label="Twitter Image URL" />
      </SimpleGrid>
      <TextInput form={form} name="twitterDescription" label="Twitter Description" rows={2} />
    </Stack>
  );
}
