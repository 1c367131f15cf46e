import CheckCircle from '@mui/icons-material/CheckCircle';
import RemoveOutlined from '@mui/icons-material/RemoveOutlined';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { can, capabilities, roleNames } from '@parley/contract';
import { useTranslation } from 'react-i18next';

/** The permission matrix the server enforces, read-only: what each role can do. */
export function PermissionMatrix() {
  const { t } = useTranslation('users');
  return (
    <Card data-testid="permission-matrix">
      <CardHeader title={t('permissions.title')} subheader={t('permissions.subtitle')} />
      <TableContainer>
        {/* Narrow screens wrap the labels rather than scroll: the three role columns are only icons. */}
        <Table size="small" sx={{ minWidth: { sm: 560 } }}>
          <TableHead>
            <TableRow>
              <TableCell>{t('permissions.capability')}</TableCell>
              {roleNames.map((role) => (
                <TableCell key={role} align="center">
                  {t(`common:roles.${role}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {capabilities.map((capability) => (
              <TableRow key={capability} data-testid="permission-row">
                <TableCell component="th" scope="row">
                  {t(`permissions.capabilities.${capability}`)}
                </TableCell>
                {roleNames.map((role) => (
                  <TableCell key={role} align="center">
                    {can(role, capability) ? (
                      <CheckCircle fontSize="small" color="success" titleAccess={t('permissions.allowed')} />
                    ) : (
                      <RemoveOutlined
                        fontSize="small"
                        sx={{ color: 'text.disabled' }}
                        titleAccess={t('permissions.notAllowed')}
                      />
                    )}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Card>
  );
}
