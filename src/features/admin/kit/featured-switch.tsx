import { Switch } from '@chakra-ui/react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

/** A CMS form's "featured" field as a switch (prompts, essays and dispatches have one). */
export function FeaturedSwitch<T extends FieldValues & { featured: boolean }>(props: {
  control: Control<T>;
  label: string;
}) {
  return (
    <Controller
      control={props.control}
      // T has the field by its bound; react-hook-form cannot name it for a generic T.
      name={'featured' as Path<T>}
      render={({ field }) => (
        <Switch.Root
          checked={field.value as boolean}
          onCheckedChange={({ checked }) => field.onChange(checked)}
          colorPalette="orange"
        >
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>{props.label}</Switch.Label>
        </Switch.Root>
      )}
    />
  );
}
