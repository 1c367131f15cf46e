import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import ChatOutlined from '@mui/icons-material/ChatOutlined';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import HelpOutline from '@mui/icons-material/HelpOutlineOutlined';
import LabelOutlined from '@mui/icons-material/LabelOutlined';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import PersonAddAltOutlined from '@mui/icons-material/PersonAddAltOutlined';
import SmartButtonOutlined from '@mui/icons-material/SmartButtonOutlined';
import StopCircleOutlined from '@mui/icons-material/StopCircleOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { alpha, useTheme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { exitsOf, type FlowNode, flowEnd } from '@parley/contract';
import { Handle, type Node, type NodeProps, Position } from '@xyflow/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { kindOf, type PaletteKind } from '../flow-model';
import { useBuilder } from './builder-context';
import { MediaItemLabel } from './media-item-label';

export type FlowCardNode = Node<{ node: FlowNode }, 'flow'>;

export const kindIcons: Record<PaletteKind, ReactNode> = {
  message: <ChatOutlined fontSize="small" />,
  question: <HelpOutline fontSize="small" />,
  button: <SmartButtonOutlined fontSize="small" />,
  list: <ListAltOutlined fontSize="small" />,
  condition: <AccountTreeOutlined fontSize="small" />,
  assign_agent: <PersonAddAltOutlined fontSize="small" />,
  assign_tag: <LabelOutlined fontSize="small" />,
};

const clamp = (lines: number) =>
  ({
    display: '-webkit-box',
    WebkitLineClamp: lines,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
    overflowWrap: 'anywhere',
    whiteSpace: 'pre-line',
  }) as const;

/** A node on the canvas: its kind, its content, and one connector for each of its ways out. */
export function FlowNodeCard({ data: { node }, selected }: NodeProps<FlowCardNode>) {
  const { t } = useTranslation('chatbots');
  const theme = useTheme();
  const { startNode, problemCounts, testRun } = useBuilder();
  const kind = kindOf(node);
  const problems = problemCounts.get(node.id) ?? 0;
  const isStart = startNode === node.id;
  const testState =
    testRun?.current === node.id ? 'current' : testRun?.visited.has(node.id) ? 'visited' : undefined;

  return (
    <Paper
      variant="outlined"
      dir={theme.direction}
      data-testid="flow-node"
      data-kind={kind}
      data-test-run={testState}
      sx={{
        width: 260,
        borderWidth: 2,
        borderColor: selected
          ? 'primary.main'
          : testState
            ? 'info.main'
            : problems > 0
              ? 'warning.main'
              : 'divider',
        borderStyle: testState === 'visited' ? 'dashed' : 'solid',
        boxShadow: testState === 'current' ? `0 0 0 4px ${alpha(theme.palette.info.main, 0.35)}` : undefined,
        overflow: 'visible',
      }}
    >
      <Handle type="target" position={Position.Left} />
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', px: 1.5, py: 1, borderBottom: 1, borderColor: 'divider' }}
      >
        <Box sx={{ color: 'primary.main', display: 'flex' }}>{kindIcons[kind]}</Box>
        <Typography variant="subtitle2" sx={{ flexGrow: 1 }}>
          {t(`kinds.${kind}`)}
        </Typography>
        {testState === 'current' && (
          <Chip label={t('testRun.here')} size="small" color="info" data-testid="test-run-here" />
        )}
        {isStart && (
          <Chip
            icon={<FlagOutlined />}
            label={t('builder.start')}
            size="small"
            color="primary"
            data-testid="start-badge"
          />
        )}
        {problems > 0 ? (
          <Tooltip title={t('fields.problemCount', { count: problems })}>
            <ErrorOutline
              fontSize="small"
              color="warning"
              aria-label={t('fields.problemCount', { count: problems })}
            />
          </Tooltip>
        ) : (
          <CheckCircleOutline fontSize="small" color="success" aria-label={t('fields.ready')} />
        )}
      </Stack>
      <Box sx={{ px: 1.5, py: 1 }}>
        <NodeContent node={node} />
      </Box>
      <Stack sx={{ pb: 0.5 }}>
        {exitsOf(node).map((exit) => (
          <ExitRow
            key={exit.handle}
            nodeId={node.id}
            handle={exit.handle}
            child={exit.child}
            label={exitLabel(node, exit.handle, t)}
          />
        ))}
      </Stack>
    </Paper>
  );
}

/** A node as a list names it: its kind, and the start of what it says. */
export function nodeTitle(node: FlowNode, t: (key: string) => string): string {
  const said =
    node.nodeType === 'message'
      ? node.messageConfig.messages
          .map((item) =>
            item.type === 'text' ? item.body.text : ((item.body.filename || item.body.url) ?? ''),
          )
          .join(' ')
      : node.nodeType === 'input'
        ? node.inputType === 'question'
          ? node.questionConfig.displayText
          : node.inputType === 'button'
            ? node.buttonConfig.body
            : node.listConfig.body
        : '';
  const snippet = said.trim().replace(/\s+/g, ' ');
  const kind = t(`kinds.${kindOf(node)}`);
  return snippet ? `${kind}: ${snippet.length > 40 ? `${snippet.slice(0, 40)}…` : snippet}` : kind;
}

/** What a way out is called on its card: the button's or row's title, yes or no, or "next". */
export function exitLabel(node: FlowNode, handle: string, t: (key: string) => string): string {
  if (node.nodeType === 'input' && node.inputType === 'button')
    return (
      node.buttonConfig.buttons.find((button) => button.handle === handle)?.title || t('builder.untitled')
    );
  if (node.nodeType === 'input' && node.inputType === 'list')
    return (
      node.listConfig.sections.flatMap((section) => section.rows).find((row) => row.handle === handle)
        ?.title || t('builder.untitled')
    );
  if (node.nodeType === 'condition')
    return t(handle === 'true' ? 'builder.conditionTrue' : 'builder.conditionFalse');
  return t('builder.next');
}

function ExitRow({
  nodeId,
  handle,
  child,
  label,
}: {
  nodeId: string;
  handle: string;
  child: string | null;
  label: string;
}) {
  const { t } = useTranslation('chatbots');
  const { toggleEnd } = useBuilder();
  const ends = child === flowEnd;
  return (
    <Stack
      direction="row"
      spacing={0.5}
      sx={{
        position: 'relative',
        alignItems: 'center',
        minHeight: 36,
        paddingInlineStart: 1.5,
        paddingInlineEnd: 2,
      }}
      data-testid="flow-exit"
      data-handle={handle}
    >
      <Typography variant="body2" dir="auto" sx={{ flexGrow: 1, minWidth: 0, ...clamp(1) }}>
        {label}
      </Typography>
      {ends && <Chip label={t('builder.end')} size="small" variant="outlined" data-testid="exit-end" />}
      <Tooltip title={t(ends ? 'builder.unmarkEnd' : 'builder.markEnd')}>
        <IconButton
          size="small"
          className="nodrag"
          sx={{ p: 0.75 }}
          onClick={(event) => {
            // Marking the end is not a click on the node, which would open its panel.
            event.stopPropagation();
            toggleEnd(nodeId, handle);
          }}
          aria-label={t(ends ? 'builder.unmarkEnd' : 'builder.markEnd')}
          aria-pressed={ends}
          color={ends ? 'primary' : 'default'}
          data-testid="toggle-end"
        >
          <StopCircleOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
      <Handle
        type="source"
        id={handle}
        position={Position.Right}
        style={{ right: -1, width: 12, height: 12 }}
      />
    </Stack>
  );
}

function NodeContent({ node }: { node: FlowNode }) {
  const { t } = useTranslation('chatbots');
  const { agents, tags } = useBuilder();
  const text = (value: string, lines = 3) =>
    value.trim() ? (
      <Typography variant="body2" dir="auto" sx={clamp(lines)}>
        {value}
      </Typography>
    ) : (
      <Typography variant="body2" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
        {t('builder.empty')}
      </Typography>
    );

  switch (node.nodeType) {
    case 'message':
      return (
        <Stack spacing={0.75}>
          {node.messageConfig.messages.map((item) =>
            item.type === 'text' ? (
              <Box key={item.id}>{text(item.body.text)}</Box>
            ) : (
              <MediaItemLabel key={item.id} item={item} />
            ),
          )}
        </Stack>
      );
    case 'input':
      if (node.inputType === 'question') {
        const { displayText, responseType, responseVariable } = node.questionConfig;
        return (
          <Stack spacing={0.75}>
            {text(displayText)}
            <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
              <Chip label={t(`question.types.${responseType}`)} size="small" variant="outlined" />
              <Chip label={`{{${responseVariable}}}`} size="small" variant="outlined" dir="ltr" />
            </Stack>
          </Stack>
        );
      }
      if (node.inputType === 'button') return text(node.buttonConfig.body);
      return (
        <Stack spacing={0.5}>
          {text(node.listConfig.body)}
          <Typography variant="caption" sx={{ color: 'text.secondary' }} dir="auto">
            {node.listConfig.button || '—'}
          </Typography>
        </Stack>
      );
    case 'condition': {
      const { conditionsInfo, operator } = node.conditionConfig;
      return (
        <Stack spacing={0.25}>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {t(`condition.operators.${operator}`)}
          </Typography>
          {conditionsInfo.map((condition, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: conditions have no id of their own.
            <Typography key={index} variant="body2" dir="auto" sx={clamp(1)}>
              {condition.name || '—'} {t(`condition.comparators.${condition.comparator}`)}{' '}
              {condition.comparator === 'isEmpty' ? '' : `“${condition.value}”`}
            </Typography>
          ))}
        </Stack>
      );
    }
    case 'assign_agent': {
      const { agent } = node.assignAgentConfig;
      return text(agent === null ? t('agent.automatic') : (agents.get(agent)?.name ?? t('agent.unknown')), 1);
    }
    case 'assign_tag':
      return node.assignTagConfig.tags.length === 0 ? (
        text('')
      ) : (
        <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
          {node.assignTagConfig.tags.map((tagId) => (
            <Chip key={tagId} label={tags.get(tagId)?.tagName ?? t('agent.unknown')} size="small" />
          ))}
        </Stack>
      );
  }
}
