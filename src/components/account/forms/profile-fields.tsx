import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { DateField } from '@/components/ui/date-field';
import { TextField, type TextFieldProps } from '@/components/ui/form-field';
import { useDateFieldText } from './date-field-labels';

type NameFieldProps = Omit<TextFieldProps, 'autoComplete'>;

/** First and last name, offered for the browser to fill in (given-name, family-name). */
export function NameFields({ first, last }: { first: NameFieldProps; last: NameFieldProps }) {
  return (
    <>
      <TextField autoComplete="given-name" {...first} />
      <TextField autoComplete="family-name" {...last} />
    </>
  );
}

/**
 * The date of birth of a form's `dob` value (seed 002 §5 date picker: no future dates, years 1900
 * to now, DD/MM/YYYY, clearable); `onEdit` hears each change.
 */
export function DobField<TValues extends FieldValues>({
  control,
  label,
  error,
  onEdit,
}: {
  control: Control<TValues>;
  label: string;
  error: string | null;
  onEdit?: () => void;
}) {
  const date = useDateFieldText();
  return (
    <Controller
      control={control}
      name={'dob' as Path<TValues>}
      render={({ field }) => (
        <DateField
          label={label}
          name={field.name}
          value={field.value}
          onChange={(value) => {
            field.onChange(value);
            onEdit?.();
          }}
          onBlur={field.onBlur}
          ref={field.ref}
          autoComplete="bday"
          labels={date.labels}
          locale={date.locale}
          error={error}
        />
      )}
    />
  );
}
