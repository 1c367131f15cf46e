import NotificationsOffOutlined from '@mui/icons-material/NotificationsOffOutlined';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { RoleName, TeamUser, TeamUserList } from '@parley/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LtrText } from '../../../components/ltr-text/ltr-text';
import { EmptyRow } from '../../../components/table/empty-row';
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
  const rows = list.data?.data ?? [];
  const columnCount = renderActions ? 5 : 4;

  return (
    <TableContainer>
      <Table sx={{ minWidth: 760 }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('fields.name')}</TableCell>
            <TableCell>{t('fields.email')}</TableCell>
            <TableCell>{t('fields.contactNumber')}</TableCell>
            <TableCell>{t('fields.role')}</TableCell>
            {renderActions && <TableCell sx={{ textAlign: 'end' }}>{t('table.actions')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody sx={{ opacity: list.isPlaceholderData ? 0.6 : 1, transition: 'opacity 0.2s' }}>
          {list.isPending &&
            [0, 1, 2, 3].map((row) => (
              <TableRow key={row}>
                <TableCell colSpan={columnCount}>
                  <Skeleton height={32} />
                </TableCell>
              </TableRow>
            ))}
          {rows.map((user) => {
            const name = `${user.firstName} ${user.lastName}`;
            return (
              <TableRow key={user.userId} hover data-testid="user-row">
                <TableCell>
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
                </TableCell>
                <TableCell sx={{ color: 'text.secondary', maxWidth: 260 }}>
                  <Typography variant="body2" noWrap>
                    <LtrText>{user.emailAddress}</LtrText>
                  </Typography>
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <LtrText>{formatPhone(user.contactNumber)}</LtrText>
                </TableCell>
                <TableCell>
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
                </TableCell>
                {renderActions && <TableCell sx={{ textAlign: 'end' }}>{renderActions(user)}</TableCell>}
              </TableRow>
            );
          })}
          {!list.isPending && rows.length === 0 && <EmptyRow colSpan={columnCount} />}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
