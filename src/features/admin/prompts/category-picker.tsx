import { Field, NativeSelect, TagsInput } from '@chakra-ui/react';
import { PROMPT_CATEGORIES } from '../../../domain/prompt-categories.ts';

/**
 * A prompt's categories and tags (admin-cms.md: "categories (tags)"): the six categories are
 * picked from a list in which a category already chosen is disabled, so none is added twice;
 * any other tag (a category's filter tags, such as chief-of-staff) is typed in.
 */
export function CategoryPicker({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange: (tags: string[]) => void;
  error?: string | undefined;
}) {
  const add = (tag: string) => {
    const clean = tag.trim().toLowerCase();
    if (clean && !value.includes(clean)) onChange([...value, clean]);
  };
  return (
    <>
      <Field.Root>
        <Field.Label>Add a category</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value="" onChange={(event) => add(event.currentTarget.value)}>
            <option value="" disabled>
              Choose a category
            </option>
            {PROMPT_CATEGORIES.map((category) => (
              <option key={category.id} value={category.id} disabled={value.includes(category.id)}>
                {category.title} ({category.id})
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root invalid={Boolean(error)}>
        <TagsInput.Root
          value={value}
          onValueChange={(details) =>
            onChange([...new Set(details.value.map((tag) => tag.trim().toLowerCase()))])
          }
          addOnPaste
          delimiter=","
          size="sm"
        >
          <TagsInput.Label>Categories and tags</TagsInput.Label>
          <TagsInput.Control>
            <TagsInput.Items />
            <TagsInput.Input placeholder="Type a tag, then Enter" />
          </TagsInput.Control>
          <TagsInput.HiddenInput />
        </TagsInput.Root>
        <Field.HelperText>
          A category shows the prompt on its page; tags narrow its filters.
        </Field.HelperText>
        <Field.ErrorText>{error}</Field.ErrorText>
      </Field.Root>
    </>
  );
}
