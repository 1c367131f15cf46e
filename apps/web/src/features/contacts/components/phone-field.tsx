import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { CountryCode } from 'libphonenumber-js/min';
import { useEffect, useMemo } from 'react';
import { type Control, useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-text-field';
import type { ContactFormValues } from '../contact-form-values';
import { composePhone, countryList, countryOfTyped, formatPhone, searchCountries } from '../phone';

/** A country picker (flag, name in the UI language, calling code) beside the national number. */
export function PhoneField({ control }: { control: Control<ContactFormValues> }) {
  const { t, i18n } = useTranslation('contacts');
  const countries = useMemo(() => countryList(i18n.language), [i18n.language]);
  const {
    field: { value: country, onChange: setCountry },
  } = useController({ control, name: 'country' });
  const typed = useWatch({ control, name: 'phone' });
  const composed = composePhone(country as CountryCode, typed);
  const typedCountry = countryOfTyped(typed);

  // A number typed with its own `+` code names its country, so the picker follows it.
  useEffect(() => {
    if (typedCountry && typedCountry !== country) setCountry(typedCountry);
  }, [typedCountry, country, setCountry]);

  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Autocomplete
        value={countries.find((option) => option.code === country)}
        onChange={(_, option) => setCountry(option.code)}
        options={countries}
        filterOptions={(options, { inputValue }) => searchCountries(options, inputValue)}
        disableClearable
        autoHighlight
        noOptionsText={t('form.noCountry')}
        getOptionLabel={(option) => `${option.flag} +${option.callingCode}`}
        isOptionEqualToValue={(option, selected) => option.code === selected.code}
        renderOption={({ key, ...props }, option) => (
          <Box component="li" key={key} {...props} sx={{ gap: 1.5 }}>
            <span aria-hidden>{option.flag}</span>
            <Box component="span" sx={{ flexGrow: 1 }}>
              {option.name}
            </Box>
            <Box component="span" dir="ltr" sx={{ color: 'text.secondary' }}>
              +{option.callingCode}
            </Box>
          </Box>
        )}
        slotProps={{ popper: { placement: 'bottom-start', style: { width: 340 } } }}
        sx={{ width: 150, flexShrink: 0 }}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('fields.country')}
            slotProps={{
              ...params.slotProps,
              htmlInput: { ...params.slotProps.htmlInput, dir: 'ltr', 'data-testid': 'country-input' },
            }}
          />
        )}
      />
      <FormTextField
        control={control}
        name="phone"
        label={t('fields.phone')}
        required
        type="tel"
        autoComplete="off"
        inputProps={{ dir: 'ltr', inputMode: 'tel' }}
        helperText={composed ? t('form.phonePreview', { phone: formatPhone(composed) }) : t('form.phoneHint')}
      />
    </Stack>
  );
}
