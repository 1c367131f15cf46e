import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import type { TeamUser } from '@parley/contract';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header/page-header';
import { useToast } from '../../../components/toast/toast-provider';
import { useUser } from '../../auth/session';
import { useCan } from '../../auth/use-can';
import { useUsers } from '../api';
import { DeleteUserDialog } from '../components/delete-user-dialog';
import { PermissionMatrix } from '../components/permission-matrix';
import { UserFormDialog } from '../components/user-form-dialog';
import { UserRowMenu } from '../components/user-row-menu';
import { UsersTable } from '../components/users-table';
import { UsersToolbar } from '../components/users-toolbar';
import { type SortOption, sortOptions } from '../sort-options';

/**
 * `/dashboard/users`: the account's users; account admins add, edit and delete them, managers look.
 * Below them, what each role can do.
 */
export default function UsersPage() {
  const user = useUser();
  return <TeamUsers currentUserId={user.userId} canManage={useCan('manageUsers')} />;
}

/** The dialogs' state: closed, adding (no user) or editing a user. */
type Editing = { user?: TeamUser } | undefined;

function TeamUsers({ currentUserId, canManage }: { currentUserId: string; canManage: boolean }) {
  const { t } = useTranslation('users');
  const toast = useToast();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<SortOption>(sortOptions[0]);
  const users = useUsers({ search: search.trim() || undefined, sortBy: sort.sortBy, order: sort.order });
  const [editing, setEditing] = useState<Editing>();
  const [deleting, setDeleting] = useState<TeamUser>();

  useEffect(() => {
    if (users.isError) toast.error(t('messages.fetchFailed'));
  }, [users.isError, toast, t]);

  const addButton = (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({})} data-testid="add-user">
      {t('actions.add')}
    </Button>
  );

  return (
    <UsersHeader action={canManage ? addButton : undefined}>
      {!canManage && <Alert severity="info">{t('viewOnly')}</Alert>}
      <Card>
        <UsersToolbar search={search} onSearch={setSearch} sort={sort} onSort={setSort} />
        <UsersTable
          list={users}
          currentUserId={currentUserId}
          renderActions={
            canManage
              ? (row) => (
                  <UserRowMenu
                    user={row}
                    isSelf={row.userId === currentUserId}
                    onEdit={() => setEditing({ user: row })}
                    onDelete={() => setDeleting(row)}
                  />
                )
              : undefined
          }
        />
      </Card>
      {canManage && (
        <>
          <UserFormDialog
            open={editing !== undefined}
            user={editing?.user}
            currentUserId={currentUserId}
            onClose={() => setEditing(undefined)}
          />
          <DeleteUserDialog user={deleting} onClose={() => setDeleting(undefined)} />
        </>
      )}
      <PermissionMatrix />
    </UsersHeader>
  );
}

/** The page's title and subtitle, with its action at the end, above its content. */
function UsersHeader({ action, children }: { action?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation('users');
  return (
    <Stack spacing={3}>
      <PageHeader title={t('title')} subtitle={t('subtitle')} actions={action} />
      {children}
    </Stack>
  );
}
