import { Box, Button, Field, HStack, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { LongformFormValues } from '../../../domain/cms/form-schemas.ts';
import { readingTimeOf } from '../../../domain/cms/longform-fields.ts';
import { loadRichHtmlRenderer, RichContent } from '../../../ui/rich-content.tsx';

// The preview draws every keystroke: its renderer comes with the editor.
void loadRichHtmlRenderer();

/** Section 2: the content editor's rows. */
export const EDITOR_ROWS = 15;

/**
 * The content editor (admin-cms.md: Essays tab): Markdown in a 15-row textarea, or its preview
 * drawn by the public renderer and sanitiser (RichContent), exactly as the published page shows
 * it. Typing recomputes the reading time (section 4).
 */
export function MarkdownEditor({ form }: { form: UseFormReturn<LongformFormValues> }) {
  const [preview, setPreview] = useState(false);
  const content = useWatch({ control: form.control, name: 'content' });
  const error = form.formState.errors.content?.message;
  // A refused save shows the text it refused.
  const showPreview = preview && !error;
  return (
    <Field.Root invalid={Boolean(error)} required>
      <HStack justify="space-between" width="full">
        <Field.Label>
          Content
          <Field.RequiredIndicator />
        </Field.Label>
        <Button size="xs" variant="outline" onClick={() => setPreview(!showPreview)}>
          {showPreview ? 'Edit' : 'Preview'}
        </Button>
      </HStack>
      {showPreview ? (
        <Box
          width="full"
          borderWidth="1px"
          borderRadius="md"
          px="4"
          py="3"
          minH="20rem"
          bg="bg"
          role="region"
          aria-label="Preview"
        >
          <RichContent content={content} />
        </Box>
      ) : (
        <Textarea
          rows={EDITOR_ROWS}
          fontFamily="mono"
          fontSize="sm"
          {...form.register('content', {
            onChange: (event: { target: { value: string } }) => {
              form.clearErrors('content');
              form.setValue('readingTime', String(readingTimeOf(event.target.value)));
            },
          })}
        />
      )}
      <Field.HelperText>
        Markdown: # headings, **bold**, _italic_, [links](https://...), lists and &gt; quotes.
      </Field.HelperText>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
