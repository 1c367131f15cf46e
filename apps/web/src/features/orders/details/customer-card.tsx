import ForumOutlined from '@mui/icons-material/ForumOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OrderDetails } from '@parley/contract';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LtrText } from '../../../components/ltr-text/ltr-text';
import { paths } from '../../../config/paths';

/** Who ordered, and the way to their conversation in the inbox, where the order came. */
export function CustomerCard({ order }: { order: OrderDetails }) {
  const { t } = useTranslation('orders');
  return (
    <Card>
      <CardHeader title={t('details.customer')} />
      <CardContent sx={{ pt: 0 }}>
        <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <Stack sx={{ minWidth: 0 }}>
            <Typography variant="subtitle1" sx={{ overflowWrap: 'anywhere' }} data-testid="order-customer">
              <bdi>{order.customer}</bdi>
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              <LtrText>{order.phoneNumber}</LtrText>
            </Typography>
          </Stack>
          <Button
            variant="outlined"
            size="small"
            startIcon={<ForumOutlined />}
            component={RouterLink}
            to={paths.dashboard.conversation(order.channelId, order.conversationId)}
            data-testid="open-conversation"
          >
            {t('details.openConversation')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
