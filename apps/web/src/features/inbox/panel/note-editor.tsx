import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { NoteInput } from '@parley/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { validationText } from '../../../lib/error-text';

export interface NoteEditorProps {
  initialNote?: string;
  submitLabel: string;
  pending: boolean;
  /** Answers whether the note was saved; a saved note's text leaves the box. */
  onSubmit: (note: string) => Promise<boolean>;
  onCancel?: () => void;
  autoFocus?: boolean;
}

/** A note's text box, checked with the contract's rule before it is sent. */
export function NoteEditor({
  initialNote = '',
  submitLabel,
  pending,
  onSubmit,
  onCancel,
  autoFocus,
}: NoteEditorProps) {
  const { t } = useTranslation('inbox-panel');
  const [note, setNote] = useState(initialNote);
  const [error, setError] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = NoteInput.safeParse({ note });
    if (!input.success) {
      setError(validationText(t, input.error.issues[0]?.message));
      return;
    }
    if (await onSubmit(input.data.note)) setNote('');
  };

  return (
    <Stack component="form" spacing={1} onSubmit={submit} noValidate>
      <TextField
        value={note}
        onChange={(event) => {
          setNote(event.target.value);
          setError(undefined);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void submit(event);
        }}
        placeholder={t('notes.placeholder')}
        multiline
        minRows={2}
        maxRows={8}
        size="small"
        fullWidth
        autoFocus={autoFocus}
        error={error !== undefined}
        helperText={error}
        slotProps={{
          htmlInput: { 'aria-label': t('notes.label'), dir: 'auto', 'data-testid': 'note-input' },
        }}
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        {onCancel && (
          <Button size="small" color="inherit" onClick={onCancel}>
            {t('actions.cancel')}
          </Button>
        )}
        <Button type="submit" size="small" variant="contained" loading={pending} data-testid="save-note">
          {submitLabel}
        </Button>
      </Stack>
    </Stack>
  );
}
