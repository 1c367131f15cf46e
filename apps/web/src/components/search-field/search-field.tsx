import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useEffect, useRef, useState } from 'react';

export interface SearchFieldProps {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  /** How long typing must pause before the search runs. */
  delayMs?: number;
  /** Take the container's width, as in a narrow column, rather than a fixed one. */
  fullWidth?: boolean;
}

/** A search box that tells its owner what to search for once the typing pauses. */
export function SearchField({
  value,
  onChange,
  placeholder,
  delayMs = 300,
  fullWidth = false,
}: SearchFieldProps) {
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const handleChange = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onChange(next), delayMs);
  };

  return (
    <OutlinedInput
      value={text}
      onChange={(event) => handleChange(event.target.value)}
      placeholder={placeholder}
      size="small"
      type="search"
      inputProps={{ 'aria-label': placeholder, 'data-testid': 'search' }}
      startAdornment={
        <InputAdornment position="start">
          <SearchIcon sx={{ color: 'text.disabled' }} />
        </InputAdornment>
      }
      sx={{ width: fullWidth ? 1 : { xs: 1, sm: 320 } }}
    />
  );
}
