import { Button, Flex } from '@chakra-ui/react';
import type { PromptCategory } from '../../domain/prompt-categories.ts';

/** A filter tag as a visitor reads it: the category key is its title, others 'market-trends' → 'Market trends'. */
export function tagLabel(tag: string, category: Pick<PromptCategory, 'id' | 'title'>): string {
  if (tag.toLowerCase() === category.id.toLowerCase()) return category.title;
  const words = tag.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The category's filter chips: All, then each filter tag. Single-select toggle buttons: pressing
 * the selected tag again goes back to All.
 */
export function TagFilter(props: {
  category: PromptCategory;
  selected: string | null;
  onChange: (tag: string | null) => void;
}) {
  const { category, selected } = props;
  const chip = (label: string, tag: string | null) => {
    const pressed = selected === tag;
    return (
      <Button
        key={tag ?? ''}
        size="sm"
        borderRadius="full"
        variant={pressed ? 'solid' : 'outline'}
        colorPalette={pressed ? 'orange' : 'gray'}
        aria-pressed={pressed}
        onClick={() => props.onChange(pressed || tag === null ? null : tag)}
      >
        {label}
      </Button>
    );
  };
  return (
    <Flex role="group" aria-label="Filter prompts by tag" gap="2" wrap="wrap">
      {chip('All', null)}
      {category.filterTags.map((tag) => chip(tagLabel(tag, category), tag))}
    </Flex>
  );
}
