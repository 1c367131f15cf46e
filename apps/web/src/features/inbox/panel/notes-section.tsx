import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ConversationNote } from '@parley/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { useToast } from '../../../components/toast/toast-provider';
import { errorText } from '../../../lib/error-text';
import { useClosingValue } from '../../../lib/use-closing-value';
import { useDateFormat } from '../../../lib/use-date-format';
import { useCreateNote, useDeleteNote, useNotes, useNotesEvents, useUpdateNote } from '../panel-api';
import { NoteEditor } from './note-editor';
import { PanelSection } from './panel-section';

/** The team's notes on the conversation, newest first: add, edit in place, delete. */
export function NotesSection({ conversationId }: { conversationId: string }) {
  const { t } = useTranslation('inbox-panel');
  const toast = useToast();
  const notes = useNotes(conversationId);
  const create = useCreateNote(conversationId);
  const remove = useDeleteNote(conversationId);
  const [requested, setRequested] = useState<ConversationNote>();
  const deleting = useClosingValue(requested, requested !== undefined);
  useNotesEvents();

  const add = (note: string) =>
    create
      .mutateAsync(note)
      .then(() => {
        toast.success(t('messages.noteAdded'));
        return true;
      })
      .catch(() => {
        toast.error(t('messages.noteAddFailed'));
        return false;
      });

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.conversationNoteId, {
      onSuccess: () => {
        toast.success(t('messages.noteDeleted'));
        setRequested(undefined);
      },
      onError: () => toast.error(t('messages.noteDeleteFailed')),
    });
  };

  return (
    <PanelSection title={t('sections.notes')}>
      <NoteEditor submitLabel={t('notes.add')} pending={create.isPending} onSubmit={add} />
      {notes.isPending && <Skeleton variant="rounded" height={64} />}
      {notes.isError && (
        <Typography variant="body2" sx={{ color: 'error.main' }}>
          {errorText(t, notes.error, 'notes.loadFailed')}
        </Typography>
      )}
      {notes.data?.data.length === 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('notes.none')}
        </Typography>
      )}
      {notes.data && (
        <Stack spacing={1.5} data-testid="notes">
          {notes.data.data.toReversed().map((note) => (
            <NoteItem
              key={note.conversationNoteId}
              note={note}
              conversationId={conversationId}
              onDelete={() => setRequested(note)}
            />
          ))}
        </Stack>
      )}
      <ConfirmDialog
        open={requested !== undefined}
        title={t('notes.deleteTitle')}
        content={t('notes.deleteContent')}
        confirmLabel={t('actions.delete')}
        onConfirm={confirmDelete}
        onClose={() => setRequested(undefined)}
        pending={remove.isPending}
      />
    </PanelSection>
  );
}

interface NoteItemProps {
  note: ConversationNote;
  conversationId: string;
  onDelete: () => void;
}

function NoteItem({ note, conversationId, onDelete }: NoteItemProps) {
  const { t } = useTranslation('inbox-panel');
  const toast = useToast();
  const format = useDateFormat();
  const update = useUpdateNote(conversationId);
  const [editing, setEditing] = useState(false);
  const edited = note.updatedAt !== note.createdAt;

  const save = (text: string) =>
    update
      .mutateAsync({ conversationNoteId: note.conversationNoteId, note: text })
      .then(() => {
        toast.success(t('messages.noteEdited'));
        setEditing(false);
        return true;
      })
      .catch((error: unknown) => {
        toast.error(errorText(t, error, 'common:errors.generic'));
        return false;
      });

  return (
    <Box
      data-testid="note"
      sx={(theme) => ({
        p: 1.5,
        borderRadius: 1.5,
        // Notes are the team's, never the customer's: the tint chat apps give private notes.
        bgcolor: alpha(theme.palette.warning.main, theme.palette.mode === 'light' ? 0.12 : 0.16),
        borderInlineStart: 3,
        borderColor: 'warning.main',
      })}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="subtitle2" sx={{ overflowWrap: 'anywhere' }}>
            {note.author?.name ?? t('notes.formerUser')}
          </Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {format.dateTime(note.createdAt)}
            {edited && ` · ${t('notes.edited')}`}
          </Typography>
        </Box>
        {!editing && (
          <Stack direction="row" sx={{ flexShrink: 0, marginInlineEnd: -1, marginTop: -0.5 }}>
            <IconButton size="small" onClick={() => setEditing(true)} aria-label={t('notes.edit')}>
              <EditOutlined fontSize="small" />
            </IconButton>
            <IconButton
              size="small"
              onClick={onDelete}
              aria-label={t('notes.delete')}
              data-testid="delete-note"
            >
              <DeleteOutlined fontSize="small" />
            </IconButton>
          </Stack>
        )}
      </Stack>
      {editing ? (
        <Box sx={{ mt: 1 }}>
          <NoteEditor
            initialNote={note.note}
            submitLabel={t('notes.save')}
            pending={update.isPending}
            onSubmit={save}
            onCancel={() => setEditing(false)}
            autoFocus
          />
        </Box>
      ) : (
        <Typography
          variant="body2"
          dir="auto"
          sx={{ mt: 0.75, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          data-testid="note-text"
        >
          {note.note}
        </Typography>
      )}
    </Box>
  );
}
