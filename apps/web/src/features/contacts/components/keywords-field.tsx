import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

export interface KeywordsFieldProps {
  label: string;
  helperText: string;
  value: string[];
  onChange: (keywords: string[]) => void;
  testId: string;
}

/** Words as chips: a word is added on Enter, on a comma, or when the field is left. */
export function KeywordsField({ label, helperText, value, onChange, testId }: KeywordsFieldProps) {
  const [input, setInput] = useState('');
  const commit = (typed: string) => {
    if (typed.trim()) onChange(uniqueKeywords([...value, typed]));
    setInput('');
  };
  return (
    <Autocomplete
      multiple
      freeSolo
      options={[]}
      value={value}
      onChange={(_, next) => onChange(uniqueKeywords(next))}
      inputValue={input}
      onInputChange={(_, typed) => (typed.endsWith(',') ? commit(typed.slice(0, -1)) : setInput(typed))}
      onBlur={() => commit(input)}
      renderValue={(keywords, getItemProps) =>
        keywords.map((keyword, index) => {
          const { key, ...props } = getItemProps({ index });
          return <Chip key={key} label={keyword} size="small" {...props} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          helperText={helperText}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'data-testid': testId },
          }}
        />
      )}
    />
  );
}

/** Keywords are compared whole and case-blind, so `STOP` and `stop` are one. */
function uniqueKeywords(keywords: string[]): string[] {
  const seen = new Set<string>();
  return keywords
    .map((keyword) => keyword.trim().slice(0, 40))
    .filter((keyword) => {
      const folded = keyword.toLowerCase();
      if (!keyword || seen.has(folded)) return false;
      seen.add(folded);
      return true;
    })
    .slice(0, 20);
}
