import NotificationsOffOutlined from '@mui/icons-material/NotificationsOffOutlined';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { RoleName, TeamUser, TeamUserList } from '@parley/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LtrText } from '../../../components/ltr-text/ltr-text';
import { DataTable } from '../../../components/table/data-table';
import { ContactAvatar } from '../../contacts/components/contact-identity';
import { formatPhone } from '../../contacts/phone';

export interface UsersTableProps {
  list: { data?: TeamUserList; isPending: boolean; isPlaceholderData: boolean };
  /** The signed-in user, marked in the list. */
  currentUserId: string;
  /** Each row's actions; without it the table has no actions column (a manager only looks). */
  renderActions?: (user: TeamUser) => ReactNode;
}

const roleColors: Record<RoleName, ChipProps['color']> = {
  accountAdmin: 'primary',
  manager: 'info',
  agent: 'default',
};

/** Spec §2: the account's users by name, email, contact number and role, and what can be done to each. */
export function UsersTable({ list, currentUserId, renderActions }: UsersTableProps) {
  const { t } = useTranslation('users');
  return (
    <DataTable
      columns={[
        {
          id: 'name',
          label: t('fields.name'),
          phone: 'title',
          render: (user) => {
            const name = `${user.firstName} ${user.lastName}`;
            return (
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                <ContactAvatar contact={{ name }} />
                <div>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <Typography variant="subtitle2" noWrap sx={{ maxWidth: 220 }} data-testid="user-name">
                      {name}
                    </Typography>
                    {user.userId === currentUserId && (
                      <Chip label={t('table.you')} size="small" variant="outlined" />
                    )}
                  </Stack>
                  <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                    <LtrText>{user.userName}</LtrText>
                  </Typography>
                </div>
              </Stack>
            );
          },
        },
        {
          id: 'email',
          label: t('fields.email'),
          sx: { color: 'text.secondary', maxWidth: 260 },
          render: (user, onPhone) => (
            <Typography variant="body2" noWrap={!onPhone}>
              <LtrText>{user.emailAddress}</LtrText>
            </Typography>
          ),
        },
        {
          id: 'contactNumber',
          label: t('fields.contactNumber'),
          sx: { whiteSpace: 'nowrap' },
          render: (user) => <LtrText>{formatPhone(user.contactNumber)}</LtrText>,
        },
        {
          id: 'role',
          label: t('fields.role'),
          render: (user) => (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Chip
                label={t(`common:roles.${user.roleName}`)}
                size="small"
                color={roleColors[user.roleName]}
                variant={user.roleName === 'agent' ? 'outlined' : 'filled'}
                data-testid="user-role"
              />
              {!user.autoAssignNotification && (
                <Tooltip title={t('table.notificationOff')}>
                  <NotificationsOffOutlined
                    fontSize="small"
                    sx={{ color: 'text.disabled' }}
                    aria-label={t('table.notificationOff')}
                    data-testid="notification-off"
                  />
                </Tooltip>
              )}
            </Stack>
          ),
        },
      ]}
      rows={list.isPending ? undefined : (list.data?.data ?? [])}
      rowKey={(user) => user.userId}
      rowTestId="user-row"
      stale={list.isPlaceholderData}
      skeletonRows={4}
      minWidth={760}
      actions={renderActions && { label: t('table.actions'), render: renderActions }}
    />
  );
}
