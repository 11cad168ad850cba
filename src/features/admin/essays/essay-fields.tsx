import { Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { LongformFormValues } from '../../../domain/cms/form-schemas.ts';
import { movedAddressNote } from '../../../domain/cms/slug-history.ts';
import { essaySlug } from '../../../domain/cms/slugs.ts';
import { FormField, SelectInput, TextInput } from '../../../ui/form';
import { FeaturedSwitch, PublishingFields } from '../kit';
import { HeaderImageField } from './header-image/header-image-field.tsx';
import { publicPath, type LongformKind } from './kinds.ts';
import { MarkdownEditor } from './markdown-editor.tsx';
import { SeoFields } from './seo-fields.tsx';

type Form = UseFormReturn<LongformFormValues>;

const ESSAY_CATEGORY_OPTIONS = [
  ['prompt-engineering', 'Prompt Engineering'],
  ['context-engineering', 'Context Engineering'],
  ['general', 'General'],
] as const;

const LONGFORM_STATUSES = [
  ['draft', 'Draft'],
  ['published', 'Published'],
  ['scheduled', 'Scheduled'],
] as const;

/**
 * Every field of an essay or dispatch (admin-cms.md: Essays tab). Typing the title makes the
 * slug again from it (section 4); the content editor recomputes the reading time. A published
 * piece (`stored`) given another slug says, under it, that its old address keeps working.
 */
export function EssayFields({
  form,
  kind,
  stored,
}: {
  form: Form;
  kind: LongformKind;
  stored: { slug: string; status: string } | null;
}) {
  const { errors } = form.formState;
  const slug = form.watch('slug');
  const moved =
    stored?.status === 'published' && slug
      ? movedAddressNote(publicPath(kind, stored.slug), publicPath(kind, slug))
      : null;
  return (
    <Stack gap="4">
      <FormField label="Title" required error={errors.title?.message}>
        <Input
          {...form.register('title', {
            onChange: (event: { target: { value: string } }) => {
              form.clearErrors(['title', 'slug']);
              form.setValue('slug', essaySlug(event.target.value));
            },
          })}
        />
      </FormField>
      <TextInput
        form={form}
        name="slug"
        label="Slug"
        required
        helper={
          moved ??
          (slug ? `Public at ${publicPath(kind, slug)}` : 'Made from the title as you type it.')
        }
      />
      <TextInput form={form} name="excerpt" label="Excerpt" rows={3} />
      <MarkdownEditor form={form} />
      <PublishingFields form={form} options={LONGFORM_STATUSES} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {kind === 'essays' ? (
          <SelectInput
            form={form}
            name="category"
            label="Category"
            options={ESSAY_CATEGORY_OPTIONS}
          />
        ) : (
          <TextInput
            form={form}
            name="category"
            label="Category"
            helper="For example: Dispatches"
          />
        )}
        <TextInput form={form} name="readingTime" label="Reading Time (minutes)" />
      </SimpleGrid>
      <TextInput form={form} name="tags" label="Tags (comma-separated)" />
      <FeaturedSwitch control={form.control} label="Featured" />
      <TextInput form={form} name="authorName" label="Author Name" />
      <Controller
        control={form.control}
        name="headerImageUrl"
        render={({ field, fieldState }) => (
          <HeaderImageField
            value={field.value}
            onChange={(url) => {
              form.clearErrors('headerImageUrl');
              field.onChange(url);
            }}
            error={fieldState.error?.message}
          />
        )}
      />
      <TextInput form={form} name="authorBio" label="Author Bio" rows={3} />
      <SeoFields form={form} />
    </Stack>
  );
}
