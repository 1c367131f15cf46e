import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useEffect } from 'react';
import {
  type Control,
  Controller,
  type DefaultValues,
  type FieldValues,
  type Path,
  useForm,
} from 'react-hook-form';

/**
 * A node's config in a form: every change is handed on at once, so the canvas, the lint and the
 * autosave follow the typing.
 */
export function useNodeForm<T extends FieldValues>(config: T, onChange: (config: T) => void) {
  const form = useForm<T>({ defaultValues: config as DefaultValues<T> });
  useEffect(() => {
    const subscription = form.watch(() => onChange(form.getValues()));
    return () => subscription.unsubscribe();
  }, [form, onChange]);
  return form;
}

export type NodeFieldProps<T extends FieldValues> = Omit<TextFieldProps, 'name'> & {
  control: Control<T>;
  name: Path<T>;
  /** WhatsApp's limit for the text: counted under it, and shown as an error past it. */
  limit?: number;
  /** Converts what is typed into the config's value (a number, or null for nothing). */
  parse?: (text: string) => unknown;
};

/** A text of a node's config, bound to its form, with its length against WhatsApp's limit. */
export function NodeField<T extends FieldValues>({
  control,
  name,
  limit,
  parse,
  helperText,
  slotProps,
  ...props
}: NodeFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const length = typeof field.value === 'string' ? [...field.value].length : 0;
        const over = limit !== undefined && length > limit;
        return (
          <TextField
            {...props}
            name={field.name}
            inputRef={field.ref}
            onBlur={field.onBlur}
            value={field.value ?? ''}
            onChange={(event) => field.onChange(parse ? parse(event.target.value) : event.target.value)}
            fullWidth
            size="small"
            error={over}
            helperText={
              limit === undefined ? (
                helperText
              ) : (
                <span style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
                  <span>{helperText}</span>
                  <span>
                    {length}/{limit}
                  </span>
                </span>
              )
            }
            slotProps={{ ...slotProps, htmlInput: { dir: 'auto', ...slotProps?.htmlInput } }}
          />
        );
      }}
    />
  );
}
