import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FlowNode, FlowProblem } from '@parley/contract';
import { useTranslation } from 'react-i18next';
import { kindOf } from '../flow-model';
import { problemText } from '../problem-text';
import { exitLabel } from './flow-node-card';

export interface ProblemsPanelProps {
  problems: FlowProblem[];
  nodes: FlowNode[];
  /** Selects the node a problem is about. */
  onSelect: (nodeId: string) => void;
}

/** What keeps the flow from running, found as it is built; each problem leads to its node. */
export function ProblemsPanel({ problems, nodes, onSelect }: ProblemsPanelProps) {
  const { t } = useTranslation('chatbots');
  const byId = new Map(nodes.map((node) => [node.id, node]));
  return (
    <Paper
      variant="outlined"
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}
      data-testid="problems-panel"
    >
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
      >
        {problems.length === 0 ? <CheckCircleOutline color="success" /> : <ErrorOutline color="warning" />}
        <Typography variant="subtitle1" component="h2">
          {problems.length === 0
            ? t('builder.noProblems')
            : t('fields.problemCount', { count: problems.length })}
        </Typography>
      </Stack>
      {problems.length > 0 && (
        <List dense sx={{ overflowY: 'auto', minHeight: 0 }}>
          {problems.map((problem, index) => {
            const node = problem.nodeId === null ? undefined : byId.get(problem.nodeId);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: the lint's order, recomputed as a whole.
              <ListItem key={index} disablePadding>
                <ListItemButton
                  disabled={!node}
                  onClick={() => node && onSelect(node.id)}
                  data-testid="flow-problem"
                  data-code={problem.code}
                >
                  <ListItemIcon sx={{ minWidth: 32 }}>
                    <ErrorOutline fontSize="small" color="warning" />
                  </ListItemIcon>
                  <ListItemText
                    primary={problemText(t, problem)}
                    secondary={
                      node &&
                      [t(`kinds.${kindOf(node)}`), problem.handle && exitLabel(node, problem.handle, t)]
                        .filter(Boolean)
                        .join(' · ')
                    }
                    slotProps={{ secondary: { dir: 'auto' } as object }}
                  />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      )}
    </Paper>
  );
}
