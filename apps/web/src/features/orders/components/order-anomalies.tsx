import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import Tooltip from '@mui/material/Tooltip';
import type { OrderAnomaly } from '@parley/contract';
import { useTranslation } from 'react-i18next';

/** What Parley noticed about an order as it came, as a warning sign naming it; nothing when all is well. */
export function OrderAnomalies({ anomalies }: { anomalies: readonly OrderAnomaly[] }) {
  const { t } = useTranslation('orders');
  if (anomalies.length === 0) return null;
  const text = anomalyText(anomalies, (anomaly) => t(`anomalies.${anomaly}`));
  return (
    <Tooltip title={text}>
      <WarningAmberOutlined
        color="warning"
        fontSize="small"
        role="img"
        aria-label={text}
        aria-hidden={false}
        tabIndex={0}
        data-testid="order-anomalies"
        sx={{ verticalAlign: 'middle' }}
      />
    </Tooltip>
  );
}

/** The anomalies named one after another, each once. */
export function anomalyText(
  anomalies: readonly OrderAnomaly[],
  name: (anomaly: OrderAnomaly) => string,
): string {
  return [...new Set(anomalies)].map(name).join(' · ');
}
