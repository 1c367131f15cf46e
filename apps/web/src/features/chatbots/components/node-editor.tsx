import CloseIcon from '@mui/icons-material/Close';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { exitsOf, type FlowNode, type FlowProblem, flowEnd } from '@parley/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { kindOf } from '../flow-model';
import { problemText } from '../problem-text';
import { exitLabel, kindIcons, nodeTitle } from './flow-node-card';
import { AssignAgentForm, AssignTagForm } from './forms/assign-forms';
import { ButtonForm } from './forms/button-form';
import { ConditionForm } from './forms/condition-form';
import { ListForm } from './forms/list-form';
import { MessageForm } from './forms/message-form';
import { QuestionForm } from './forms/question-form';

export interface NodeEditorProps {
  /** The node being edited; the panel is open while there is one. */
  node: FlowNode | undefined;
  /** Every node of the flow, for where its ways out lead. */
  nodes: FlowNode[];
  /** Leads a way out to a node, to the end (`end`) or nowhere yet (null). */
  onExit: (handle: string, child: string | null) => void;
  problems: FlowProblem[];
  isStart: boolean;
  onChange: (node: FlowNode) => void;
  onSetStart: () => void;
  onDelete: () => void;
  onClose: () => void;
}

/**
 * The selected node's settings: a side panel on larger screens, a sheet from the bottom on a phone.
 * Every change shows on the canvas, in the problems and in the saved flow as it is typed.
 */
export function NodeEditor({
  node,
  nodes,
  onExit,
  problems,
  isStart,
  onChange,
  onSetStart,
  onDelete,
  onClose,
}: NodeEditorProps) {
  const { t } = useTranslation('chatbots');
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <Drawer
      open={node !== undefined}
      onClose={onClose}
      anchor={isPhone ? 'bottom' : 'right'}
      slotProps={{
        paper: {
          sx: isPhone
            ? { maxHeight: '85dvh', borderTopLeftRadius: 16, borderTopRightRadius: 16 }
            : { width: 420, maxWidth: '100vw' },
          'data-testid': 'node-editor',
        } as object,
      }}
    >
      {node && (
        <Stack sx={{ minHeight: 0, flexGrow: 1 }}>
          <Stack
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', px: 2.5, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
          >
            <Box sx={{ color: 'primary.main', display: 'flex' }}>{kindIcons[kindOf(node)]}</Box>
            <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
              {t(`kinds.${kindOf(node)}`)}
            </Typography>
            <IconButton
              onClick={onClose}
              aria-label={t('actions.close')}
              edge="end"
              data-testid="close-node-editor"
            >
              <CloseIcon />
            </IconButton>
          </Stack>
          <Box sx={{ overflowY: 'auto', px: 2.5, py: 2, flexGrow: 1 }}>
            <Stack spacing={2}>
              {problems.length > 0 && (
                <Alert severity="warning">
                  <Stack component="ul" sx={{ m: 0, paddingInlineStart: 2 }}>
                    {problems.map((problem, index) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: the lint's order, recomputed as a whole.
                      <li key={index}>{problemText(t, problem)}</li>
                    ))}
                  </Stack>
                </Alert>
              )}
              <NodeForm key={node.id} node={node} onChange={onChange} />
              <WaysOut node={node} nodes={nodes} onExit={onExit} />
            </Stack>
          </Box>
          <Stack
            direction="row"
            spacing={1}
            sx={{ px: 2.5, py: 1.5, borderTop: 1, borderColor: 'divider', justifyContent: 'space-between' }}
          >
            <Button
              startIcon={<FlagOutlined />}
              onClick={onSetStart}
              disabled={isStart}
              data-testid="set-start"
            >
              {t(isStart ? 'builder.isStart' : 'builder.setStart')}
            </Button>
            <Button color="error" startIcon={<DeleteOutlined />} onClick={onDelete} data-testid="delete-node">
              {t('builder.deleteNode')}
            </Button>
          </Stack>
        </Stack>
      )}
    </Drawer>
  );
}

const notConnected = 'none';

/**
 * Where each way out of the node leads, chosen from a list: the canvas's dragging, by keyboard and
 * on a phone's small screen too.
 */
function WaysOut({
  node,
  nodes,
  onExit,
}: {
  node: FlowNode;
  nodes: FlowNode[];
  onExit: NodeEditorProps['onExit'];
}) {
  const { t } = useTranslation('chatbots');
  const others = nodes.filter((other) => other.id !== node.id);
  return (
    <Stack spacing={2} component="section" aria-labelledby={`ways-out-${node.id}`}>
      <Divider sx={{ borderStyle: 'dashed' }} />
      <Typography variant="subtitle2" id={`ways-out-${node.id}`}>
        {t('builder.waysOut')}
      </Typography>
      {exitsOf(node).map(({ handle, child }) => (
        <TextField
          key={handle}
          select
          size="small"
          label={exitLabel(node, handle, t)}
          value={child ?? notConnected}
          onChange={(event) =>
            onExit(handle, event.target.value === notConnected ? null : event.target.value)
          }
          slotProps={{ htmlInput: { 'data-testid': 'way-out' } }}
        >
          <MenuItem value={notConnected}>{t('builder.notConnected')}</MenuItem>
          <MenuItem value={flowEnd}>{t('builder.markEnd')}</MenuItem>
          {others.map((other) => (
            <MenuItem key={other.id} value={other.id}>
              {nodeTitle(other, t)}
            </MenuItem>
          ))}
        </TextField>
      ))}
    </Stack>
  );
}

/** The form of the node's kind; each hands back its config, put back into the node here. */
function NodeForm({ node, onChange }: { node: FlowNode; onChange: (node: FlowNode) => void }) {
  // Each form keeps its config; the node around it is the latest one the builder passed.
  const change = useCallback(
    <K extends string>(key: K) =>
      (config: unknown) =>
        onChange({ ...node, [key]: config } as FlowNode),
    [node, onChange],
  );
  switch (node.nodeType) {
    case 'message':
      return <MessageForm config={node.messageConfig} onChange={change('messageConfig')} />;
    case 'input':
      if (node.inputType === 'question')
        return <QuestionForm config={node.questionConfig} onChange={change('questionConfig')} />;
      if (node.inputType === 'button')
        return <ButtonForm config={node.buttonConfig} onChange={change('buttonConfig')} />;
      return <ListForm config={node.listConfig} onChange={change('listConfig')} />;
    case 'condition':
      return <ConditionForm config={node.conditionConfig} onChange={change('conditionConfig')} />;
    case 'assign_agent':
      return <AssignAgentForm config={node.assignAgentConfig} onChange={change('assignAgentConfig')} />;
    case 'assign_tag':
      return <AssignTagForm config={node.assignTagConfig} onChange={change('assignTagConfig')} />;
  }
}
