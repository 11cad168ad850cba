import { Input, SimpleGrid } from '@chakra-ui/react';
import { useWatch, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { FormField, SelectInput } from '../../../ui/form';
import { timeZoneLabel } from './schedule-time.ts';

/** The values of a form with a status and a scheduled time. */
interface Publishable extends FieldValues {
  status: string;
  scheduledAt: string;
}

/**
 * The status of a piece and, once it says 'Scheduled', when it goes public: a date and time in
 * the editor's own time zone, which the field names.
 */
export function PublishingFields<T extends Publishable>(props: {
  form: UseFormReturn<T>;
  /** The statuses offered, value and label. */
  options: readonly (readonly [T['status'], string])[];
}) {
  const { form } = props;
  const status = 'status' as Path<T>;
  const scheduledAt = 'scheduledAt' as Path<T>;
  // useWatch: only these fields draw again when the status changes, not the whole form.
  const scheduled = useWatch({ control: form.control, name: status }) === 'scheduled';
  const error = form.formState.errors.scheduledAt?.message;
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <SelectInput
        form={form}
        name={status}
        label="Status"
        options={props.options}
        onChange={() => form.clearErrors(scheduledAt)}
      />
      {scheduled && (
        <FormField
          label="Publish at"
          required
          error={typeof error === 'string' ? error : undefined}
          helper={`Your time zone: ${timeZoneLabel()}`}
        >
          <Input
            type="datetime-local"
            {...form.register(scheduledAt, { onChange: () => form.clearErrors(scheduledAt) })}
          />
        </FormField>
      )}
    </SimpleGrid>
  );
}
