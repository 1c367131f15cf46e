import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';

export interface FormRadioGroupProps<T extends FieldValues> {
  name: Path<T>;
  control: Control<T>;
  label: string;
  /** Each choice with a line that explains it. */
  options: readonly { value: string; label: string; description?: string }[];
  /** Runs after the form has the new value. */
  onChanged?: (value: string) => void;
}

/** A choice among a few options, each explained in a line, bound to react-hook-form. */
export function FormRadioGroup<T extends FieldValues>({
  name,
  control,
  label,
  options,
  onChanged,
}: FormRadioGroupProps<T>) {
  const labelId = useId();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <FormControl>
          <FormLabel id={labelId} sx={{ mb: 1 }}>
            {label}
          </FormLabel>
          <RadioGroup
            aria-labelledby={labelId}
            name={field.name}
            value={field.value ?? ''}
            onChange={(event) => {
              field.onChange(event.target.value);
              onChanged?.(event.target.value);
            }}
          >
            <Stack spacing={1}>
              {options.map((option) => (
                <FormControlLabel
                  key={option.value}
                  value={option.value}
                  control={
                    <Radio slotProps={{ input: { 'data-testid': `${name}-${option.value}` } as object }} />
                  }
                  sx={{ alignItems: 'flex-start', '& .MuiRadio-root': { mt: -0.75 } }}
                  label={
                    <Stack spacing={0.25}>
                      <Typography variant="subtitle2">{option.label}</Typography>
                      {option.description && (
                        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                          {option.description}
                        </Typography>
                      )}
                    </Stack>
                  }
                />
              ))}
            </Stack>
          </RadioGroup>
        </FormControl>
      )}
    />
  );
}
