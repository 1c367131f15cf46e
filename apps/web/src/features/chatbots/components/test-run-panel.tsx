import { zodResolver } from '@hookform/resolvers/zod';
import CloseIcon from '@mui/icons-material/Close';
import PlayArrow from '@mui/icons-material/PlayArrow';
import Replay from '@mui/icons-material/Replay';
import Alert, { type AlertColor } from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  type ChatbotSessionStatus,
  type ChatbotTestRun,
  ChatbotTestRunInput,
  type FlowNode,
} from '@parley/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-text-field';
import { useToast } from '../../../components/toast/toast-provider';
import { errorText } from '../../../lib/error-text';
import { applyFieldErrors } from '../../../lib/form-errors';
import { useDateFormat } from '../../../lib/use-date-format';
import { useChannel } from '../../channels/api';
import { type ChatbotRef, useStartChatbotTestRun } from '../api';
import { nodeTitle } from './flow-node-card';

/** The number the handset plays when the channel is the simulator's and no number was tried before. */
const simulatedTester = '+15550100999';
const lastTesterKey = 'chatbots.testerPhone';
const resolver = zodResolver(ChatbotTestRunInput);

export interface TestRunPanelProps {
  params: ChatbotRef;
  /** The test run as the server last answered it; undefined while it loads. */
  testRun: ChatbotTestRun | undefined;
  nodes: FlowNode[];
  /** The flow on the canvas is the one saved: a test runs what the server holds. */
  saved: boolean;
  onClose: () => void;
}

/**
 * Tries the flow as it stands, active or not: the tester's number is armed, and its next message
 * runs the flow. On the built-in simulator the handset is right here; otherwise the tester writes
 * from their own WhatsApp. Where the run stands shows here and on the canvas.
 */
export function TestRunPanel({ params, testRun, nodes, saved, onClose }: TestRunPanelProps) {
  const { t } = useTranslation('chatbots');
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="test-run-title"
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}
      data-testid="test-run-panel"
    >
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}
      >
        <PlayArrow color="primary" />
        <Typography variant="subtitle1" component="h2" id="test-run-title" sx={{ flexGrow: 1 }}>
          {t('testRun.title')}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('testRun.close')} edge="end" data-testid="close-test-run">
          <CloseIcon />
        </IconButton>
      </Stack>
      <Box sx={{ overflowY: 'auto', minHeight: 0, p: 2 }}>
        {testRun ? (
          <TestRunBody params={params} testRun={testRun} nodes={nodes} saved={saved} />
        ) : (
          <Skeleton variant="rounded" height={160} />
        )}
      </Box>
    </Paper>
  );
}

function TestRunBody({
  params,
  testRun,
  nodes,
  saved,
}: Omit<TestRunPanelProps, 'onClose' | 'testRun'> & { testRun: ChatbotTestRun }) {
  const { t } = useTranslation('chatbots');
  const toast = useToast();
  const start = useStartChatbotTestRun(params);
  const channel = useChannel(params.channelId);
  const { control, handleSubmit, setError, watch } = useForm<ChatbotTestRunInput>({
    resolver,
    defaultValues: {
      phone: localStorage.getItem(lastTesterKey) ?? (testRun.handsetUrl ? simulatedTester : ''),
    },
  });
  const onStart = handleSubmit(async ({ phone }) => {
    try {
      await start.mutateAsync(phone);
      localStorage.setItem(lastTesterKey, phone);
    } catch (error) {
      if (!applyFieldErrors(error, setError, ['phone']))
        toast.error(errorText(t, error, 'common:errors.generic'));
    }
  });
  const phone = watch('phone');
  const begun = testRun.waitingUntil !== null || testRun.session !== null;
  const handsetUrl =
    testRun.handsetUrl && begun
      ? `${testRun.handsetUrl}&${new URLSearchParams({ waId: (testRun.phone ?? phone).replace(/\D/g, '') })}`
      : null;

  return (
    <Stack spacing={2}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('testRun.intro')}
      </Typography>
      <form onSubmit={onStart} noValidate>
        <Stack spacing={1.5}>
          <FormTextField
            control={control}
            name="phone"
            label={t('testRun.phone')}
            helperText={t(testRun.handsetUrl ? 'testRun.phoneHintSimulator' : 'testRun.phoneHint')}
            required
            inputProps={{ dir: 'ltr', inputMode: 'tel', 'data-testid': 'test-run-phone' }}
          />
          <Button
            type="submit"
            variant="contained"
            startIcon={begun ? <Replay /> : <PlayArrow />}
            loading={start.isPending}
            disabled={!saved}
            sx={{ alignSelf: 'flex-start' }}
            data-testid="start-test-run"
          >
            {t(begun ? 'testRun.restart' : 'testRun.start')}
          </Button>
          {!saved && (
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {t('testRun.waitForSave')}
            </Typography>
          )}
        </Stack>
      </form>
      <RunState
        testRun={testRun}
        nodes={nodes}
        channelNumber={channel.data?.displayPhoneNumber}
        onSimulator={handsetUrl !== null}
      />
      {handsetUrl && (
        <Box
          component="iframe"
          key={handsetUrl}
          src={handsetUrl}
          title={t('testRun.handset')}
          data-testid="test-run-handset"
          sx={{ width: '100%', height: 600, border: 0, borderRadius: 2, bgcolor: 'background.default' }}
        />
      )}
      <Variables variables={testRun.session?.variables ?? {}} />
    </Stack>
  );
}

const severities: Record<ChatbotSessionStatus, AlertColor> = {
  running: 'info',
  paused: 'info',
  completed: 'success',
  assigned: 'success',
  retriesExhausted: 'warning',
  loopLimit: 'warning',
  timedOut: 'warning',
  stopped: 'warning',
};

/** Where the run stands, in words. */
function RunState({
  testRun,
  nodes,
  channelNumber,
  onSimulator,
}: {
  testRun: ChatbotTestRun;
  nodes: FlowNode[];
  channelNumber: string | undefined;
  onSimulator: boolean;
}) {
  const { t } = useTranslation('chatbots');
  const { dateTime } = useDateFormat();
  const { session, waitingUntil, phone } = testRun;
  if (waitingUntil && phone)
    return (
      <Alert severity="info" data-testid="test-run-state" data-state="waiting">
        {onSimulator
          ? t('testRun.waitingSimulator', { until: dateTime(waitingUntil) })
          : t('testRun.waiting', {
              phone: `+${phone}`,
              number: channelNumber ?? '',
              until: dateTime(waitingUntil),
            })}
      </Alert>
    );
  if (!session) return null;
  const awaiting = nodes.find((node) => node.id === session.awaiting);
  return (
    <Alert severity={severities[session.status]} data-testid="test-run-state" data-state={session.status}>
      {session.status === 'running' && awaiting
        ? t('testRun.awaiting', { node: nodeTitle(awaiting, t) })
        : t(`testRun.status.${session.status}`)}
    </Alert>
  );
}

function Variables({ variables }: { variables: Record<string, string> }) {
  const { t } = useTranslation('chatbots');
  const entries = Object.entries(variables);
  if (entries.length === 0) return null;
  return (
    <Stack spacing={0.5} data-testid="test-run-variables">
      <Typography variant="subtitle2" component="h3">
        {t('testRun.variables')}
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
      >
        {entries.map(([name, value]) => (
          <Box key={name} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" dir="ltr" sx={{ color: 'text.secondary' }}>
              {`{{${name}}}`}
            </Typography>
            <Typography component="dd" variant="body2" dir="auto" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Stack>
  );
}
