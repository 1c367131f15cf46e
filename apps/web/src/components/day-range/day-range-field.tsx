import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';

/** The two ends of a list's from/to filter on days (`yyyy-mm-dd`, empty for none). */
export interface DayRange {
  from: string;
  to: string;
}

/** One end of a from/to day filter, which cannot pass the other end. */
export function DayRangeField({
  end,
  label,
  range,
  onChange,
  sx,
}: {
  end: keyof DayRange;
  label: string;
  range: DayRange;
  onChange: (change: Partial<DayRange>) => void;
  sx?: SxProps<Theme>;
}) {
  return (
    <TextField
      type="date"
      size="small"
      label={label}
      value={range[end]}
      onChange={(event) => onChange({ [end]: event.target.value })}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: {
          'data-testid': `filter-${end}`,
          ...(end === 'from' ? { max: range.to || undefined } : { min: range.from || undefined }),
        },
      }}
      sx={sx}
    />
  );
}
