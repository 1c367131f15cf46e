import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';

export interface TimeZoneAutocompleteProps {
  value: string;
  onChange: (timeZone: string) => void;
  label: string;
  disabled?: boolean;
}

/** Picks an IANA time zone by name or offset ("Kolkata", "GMT+05:30"). */
export function TimeZoneAutocomplete({ value, onChange, label, disabled }: TimeZoneAutocompleteProps) {
  const zones = useMemo(() => {
    const supported = Intl.supportedValuesOf('timeZone');
    return supported.includes(value) ? supported : [value, ...supported];
  }, [value]);
  const offsets = useMemo(() => new Map(zones.map((zone) => [zone, utcOffset(zone)])), [zones]);

  return (
    <Autocomplete
      value={value}
      options={zones}
      disableClearable
      disabled={disabled}
      onChange={(_, zone) => zone !== value && onChange(zone)}
      getOptionLabel={(zone) => `${zone.replaceAll('_', ' ')} (${offsets.get(zone) ?? ''})`}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, dir: 'ltr', 'data-testid': 'time-zone' },
          }}
        />
      )}
      sx={{ width: { xs: 1, sm: 360 } }}
    />
  );
}

/** The zone's offset from UTC now, as "GMT+05:30" (or "GMT" for UTC itself). */
function utcOffset(timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en', { timeZone, timeZoneName: 'longOffset' }).formatToParts();
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
}
