import OpenInNew from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChannels } from '../../channels/api';
import { getTemplatesQueryOptions } from '../../templates/api';
import { type CurlExamples, curlExamples, exampleTemplate } from '../curl-examples';
import { CodeBox } from './code-box';

export interface UseTheApiPanelProps {
  /** A key created in this visit, filled into the examples; without one they show a placeholder. */
  apiKey?: string;
}

const exampleNames = ['text', 'template', 'status'] as const satisfies (keyof CurlExamples)[];

/**
 * How a developer starts: where the API answers, its reference, and curl calls to paste, built for the
 * account's first channel, one of its approved templates and the number typed here.
 */
export function UseTheApiPanel({ apiKey }: UseTheApiPanelProps) {
  const { t } = useTranslation('api-keys');
  const channels = useChannels();
  const channel = channels.data?.data[0];
  const approved = useQuery({
    ...getTemplatesQueryOptions(channel?.channelId ?? '', { status: 'APPROVED', records: 100 }),
    enabled: !!channel,
  });
  const [to, setTo] = useState('');
  const origin = window.location.origin;
  const examples = curlExamples({
    origin,
    channelId: channel?.channelId ?? t('placeholders.channelId'),
    apiKey: apiKey ?? t('placeholders.apiKey'),
    to: to.trim() || t('placeholders.to'),
    text: t('examples.textBody'),
    messageId: t('placeholders.messageId'),
    template: exampleTemplate(approved.data?.data ?? []),
  });

  return (
    <Card>
      <CardContent component="section" aria-labelledby="use-the-api" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={3}>
          <Stack spacing={0.5}>
            <Typography variant="h6" component="h2" id="use-the-api">
              {t('use.title')}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('use.description')}
            </Typography>
          </Stack>
          <Stack spacing={1}>
            <Typography variant="subtitle2" component="h3">
              {t('use.baseUrl')}
            </Typography>
            <CodeBox code={origin} label={t('use.baseUrl')} wrap testId="api-base-url" />
            <Button
              component="a"
              href="/api/docs"
              target="_blank"
              rel="noopener"
              endIcon={<OpenInNew />}
              sx={{ alignSelf: 'flex-start' }}
              data-testid="api-reference"
            >
              {t('use.reference')}
            </Button>
          </Stack>
          {channels.isSuccess && !channel ? (
            <Alert severity="info">{t('use.noChannel')}</Alert>
          ) : (
            channel && (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('use.channel', { name: channel.displayName })}
              </Typography>
            )
          )}
          <TextField
            type="tel"
            label={t('use.to')}
            value={to}
            onChange={(event) => setTo(event.target.value)}
            helperText={t('use.toHint')}
            autoComplete="off"
            sx={{ maxWidth: 360 }}
            slotProps={{ htmlInput: { dir: 'ltr', 'data-testid': 'example-to' } }}
          />
          {!apiKey && (
            <Alert severity="info" data-testid="example-key-placeholder">
              {t('use.keyPlaceholderHint')}
            </Alert>
          )}
          {exampleNames.map((name) => (
            <Stack key={name} spacing={1}>
              <Typography variant="subtitle2" component="h3">
                {t(`examples.${name}.title`)}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t(`examples.${name}.hint`)}
              </Typography>
              <CodeBox code={examples[name]} label={t(`examples.${name}.title`)} testId={`example-${name}`} />
            </Stack>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
