import '@xyflow/react/dist/style.css';
import PlayArrow from '@mui/icons-material/PlayArrow';
import RedoIcon from '@mui/icons-material/Redo';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import UndoIcon from '@mui/icons-material/Undo';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type Chatbot, exitsOf, flowEnd, lintFlow } from '@parley/contract';
import {
  Background,
  type Connection,
  ControlButton,
  Controls,
  type EdgeChange,
  MiniMap,
  type NodeChange,
  ReactFlow,
  useReactFlow,
} from '@xyflow/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header/page-header';
import { errorText } from '../../../lib/error-text';
import { useAgents, useTags } from '../../inbox/panel-api';
import { useChatbotTestRun } from '../api';
import { edgesOf, newNode, type PaletteKind, removeNodes, setExit, updateNode } from '../flow-model';
import { useAutosave } from '../use-autosave';
import { useFlowHistory } from '../use-flow-history';
import { BuilderContext, type BuilderContextValue } from './builder-context';
import { ChatbotSettingsDialog } from './chatbot-settings-dialog';
import { type FlowCardNode, FlowNodeCard } from './flow-node-card';
import { NodeEditor } from './node-editor';
import { NodePalette } from './node-palette';
import { ProblemsPanel } from './problems-panel';
import { RefusedActivationDialog } from './refused-activation-dialog';
import { SaveStateLabel } from './save-state';
import { TestRunPanel } from './test-run-panel';
import { useChatbotStatus } from './use-chatbot-status';

const nodeTypes = { flow: FlowNodeCard };
type Size = { width: number; height: number };

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

export interface FlowBuilderProps {
  chatbot: Chatbot;
  back: { to: string; label: string };
}

/**
 * The flow of a chatbot on a canvas: nodes added from the palette and edited in a side panel, ways
 * out connected by dragging or marked as the end, undo and redo, the lint's problems beside it, and
 * every change saved a moment later.
 */
export function FlowBuilder({ chatbot, back }: FlowBuilderProps) {
  const { t } = useTranslation('chatbots');
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const { screenToFlowPosition, setCenter, getZoom } = useReactFlow();
  const history = useFlowHistory({ startNode: chatbot.startNode, nodes: chatbot.nodes });
  const { flow, change, checkpoint, undo, redo } = history;
  const params = useMemo(
    () => ({ channelId: chatbot.channelId, chatbotId: chatbot.chatbotId }),
    [chatbot.channelId, chatbot.chatbotId],
  );
  const save = useAutosave(params, flow);
  const status = useChatbotStatus();
  const problems = useMemo(() => lintFlow(flow), [flow]);
  const agents = useAgents();
  const tags = useTags();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [selectedEdge, setSelectedEdge] = useState<string | null>(null);
  const [testing, setTesting] = useState(false);
  const [showsSettings, setShowsSettings] = useState(false);
  const testRun = useChatbotTestRun(params, testing);
  const testSession = testing && !testRun.data?.waitingUntil ? testRun.data?.session : undefined;
  // The node the test run waits at, or the last it went through.
  const testCurrent = testSession ? (testSession.awaiting ?? testSession.path.at(-1) ?? null) : null;
  const canvas = useRef<HTMLDivElement>(null);
  const editRecorded = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a panel opened on another node starts a new step.
  useEffect(() => {
    editRecorded.current = false;
  }, [editingId]);
  // The sizes the canvas measured, kept with the nodes it draws from the flow.
  const [sizes, setSizes] = useState<ReadonlyMap<string, Size>>(new Map());

  const nodes = useMemo<FlowCardNode[]>(
    () =>
      flow.nodes.map((node) => ({
        id: node.id,
        type: 'flow',
        position: node.position,
        data: { node },
        selected: node.id === selectedId,
        measured: sizes.get(node.id),
      })),
    [flow.nodes, selectedId, sizes],
  );
  const edges = useMemo(
    () => edgesOf(flow).map((edge) => ({ ...edge, selected: edge.id === selectedEdge })),
    [flow, selectedEdge],
  );

  const context = useMemo<BuilderContextValue>(() => {
    const problemCounts = new Map<string, number>();
    for (const { nodeId } of problems)
      if (nodeId) problemCounts.set(nodeId, (problemCounts.get(nodeId) ?? 0) + 1);
    return {
      startNode: flow.startNode,
      problemCounts,
      testRun: testSession ? { visited: new Set(testSession.path), current: testCurrent } : null,
      agents: new Map(agents.data?.data.map((agent) => [agent.userId, agent])),
      tags: new Map(tags.data?.data.map((tag) => [tag.id, tag])),
      toggleEnd: (nodeId, handle) =>
        change((latest) =>
          updateNode(latest, nodeId, (node) => {
            const current = exitsOf(node).find((exit) => exit.handle === handle)?.child;
            return setExit(node, handle, current === flowEnd ? null : flowEnd);
          }),
        ),
    };
  }, [flow.startNode, problems, agents.data, tags.data, change, testSession, testCurrent]);

  const onNodesChange = useCallback(
    (changes: NodeChange<FlowCardNode>[]) => {
      const moved = new Map<string, { x: number; y: number }>();
      const removed = new Set<string>();
      const measured = new Map<string, Size>();
      for (const item of changes) {
        if (item.type === 'position' && item.position) moved.set(item.id, item.position);
        else if (item.type === 'remove') removed.add(item.id);
        else if (item.type === 'select')
          setSelectedId((current) => (item.selected ? item.id : current === item.id ? null : current));
        else if (item.type === 'dimensions' && item.dimensions) measured.set(item.id, item.dimensions);
      }
      if (measured.size > 0) setSizes((current) => new Map([...current, ...measured]));
      // A drag recorded its step when it started.
      if (moved.size > 0)
        change(
          (latest) => ({
            ...latest,
            nodes: latest.nodes.map((node) => {
              const position = moved.get(node.id);
              return position ? { ...node, position } : node;
            }),
          }),
          false,
        );
      if (removed.size > 0) change((latest) => removeNodes(latest, removed));
    },
    [change],
  );

  const onEdgesChange = useCallback(
    (changes: EdgeChange[]) => {
      // An edge's id is its node's and its way out's: `node:handle` (node ids have no colon).
      const cut = changes.flatMap((item) => {
        if (item.type === 'select') setSelectedEdge(item.selected ? item.id : null);
        if (item.type !== 'remove') return [];
        const split = item.id.indexOf(':');
        return [{ source: item.id.slice(0, split), handle: item.id.slice(split + 1) }];
      });
      if (cut.length > 0)
        change((latest) =>
          cut.reduce(
            (flow, { source, handle }) => updateNode(flow, source, (node) => setExit(node, handle, null)),
            latest,
          ),
        );
    },
    [change],
  );

  const onConnect = useCallback(
    ({ source, sourceHandle, target }: Connection) => {
      if (sourceHandle)
        change((latest) => updateNode(latest, source, (node) => setExit(node, sourceHandle, target)));
    },
    [change],
  );

  const addNode = (kind: PaletteKind) => {
    // A node goes beside the last one added, or in the middle of the canvas for the first.
    const last = flow.nodes.at(-1);
    const box = canvas.current?.getBoundingClientRect();
    const middle = screenToFlowPosition({
      x: (box?.left ?? 0) + (box?.width ?? 0) / 2,
      y: (box?.top ?? 0) + (box?.height ?? 0) / 3,
    });
    const position = last
      ? { x: last.position.x + (sizes.get(last.id)?.width ?? 260) + 60, y: last.position.y }
      : { x: Math.round(middle.x - 130), y: Math.round(middle.y) };
    const node = newNode(kind, position);
    change((latest) => ({ startNode: latest.startNode ?? node.id, nodes: [...latest.nodes, node] }));
    if (last) void setCenter(position.x + 130, position.y + 80, { zoom: getZoom(), duration: 300 });
    setSelectedId(node.id);
    setEditingId(node.id);
  };

  const selectProblemNode = (nodeId: string) => {
    const node = flow.nodes.find((candidate) => candidate.id === nodeId);
    if (!node) return;
    setSelectedId(nodeId);
    const size = sizes.get(nodeId);
    void setCenter(node.position.x + (size?.width ?? 260) / 2, node.position.y + (size?.height ?? 120) / 2, {
      zoom: 1,
      duration: 300,
    });
    setEditingId(nodeId);
  };

  // The canvas follows the test run from node to node.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new node to wait at moves the view.
  useEffect(() => {
    const node = flow.nodes.find((candidate) => candidate.id === testCurrent);
    if (!node) return;
    const size = sizes.get(node.id);
    void setCenter(node.position.x + (size?.width ?? 260) / 2, node.position.y + (size?.height ?? 120) / 2, {
      zoom: getZoom(),
      duration: 300,
    });
  }, [testCurrent]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || isTyping(event.target)) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) undo();
      else if (key === 'y' || (key === 'z' && event.shiftKey)) redo();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [undo, redo]);

  const editing = flow.nodes.find((node) => node.id === editingId);
  const shownStatus = status.shownStatus(chatbot);
  const canActivate = problems.length === 0 && save.state === 'saved';

  return (
    <BuilderContext.Provider value={context}>
      <Stack spacing={2}>
        <PageHeader
          back={back}
          title={<span dir="auto">{chatbot.name}</span>}
          subtitle={
            chatbot.keyword === null ? t('fields.anyKeyword') : `${t('fields.keyword')}: ${chatbot.keyword}`
          }
          actions={
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
              <SaveStateLabel save={save} />
              <Button
                variant="outlined"
                startIcon={<SettingsOutlined />}
                onClick={() => setShowsSettings(true)}
                data-testid="chatbot-settings"
              >
                {t('settings.open')}
              </Button>
              <Button
                variant="outlined"
                startIcon={<PlayArrow />}
                sx={testing ? { bgcolor: 'action.selected' } : undefined}
                onClick={() => setTesting((open) => !open)}
                aria-pressed={testing}
                data-testid="test-run"
              >
                {t('testRun.open')}
              </Button>
              <Chip
                label={t(`status.${shownStatus}`)}
                color={shownStatus === 'active' ? 'success' : 'default'}
                variant="outlined"
                data-testid="chatbot-status"
              />
              {shownStatus === 'active' ? (
                <Button
                  variant="outlined"
                  onClick={() => status.setStatus(params, 'inactive')}
                  data-testid="deactivate"
                >
                  {t('builder.deactivate')}
                </Button>
              ) : (
                <Tooltip
                  title={
                    canActivate
                      ? ''
                      : t(problems.length > 0 ? 'builder.activateBlocked' : 'builder.activateUnsaved')
                  }
                >
                  <span>
                    <Button
                      variant="contained"
                      onClick={() => status.setStatus(params, 'active')}
                      disabled={!canActivate}
                      data-testid="activate"
                    >
                      {t('builder.activate')}
                    </Button>
                  </span>
                </Tooltip>
              )}
            </Stack>
          }
        />
        {save.state === 'failed' && (
          <Alert severity="error" data-testid="save-error">
            {t('builder.save.failedDetail', { reason: errorText(t, save.error, 'common:errors.generic') })}
          </Alert>
        )}
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: `180px minmax(0, 1fr) ${testing ? 380 : 300}px` },
            gridTemplateRows: { xs: 'auto 60dvh auto', md: 'minmax(480px, calc(100dvh - 260px))' },
          }}
        >
          <NodePalette onAdd={addNode} />
          <Box
            ref={canvas}
            // The canvas's geometry is left to right in every language; the cards read in the user's.
            dir="ltr"
            sx={{ border: 1, borderColor: 'divider', borderRadius: 2, overflow: 'hidden', minHeight: 0 }}
            data-testid="flow-canvas"
          >
            <ReactFlow
              nodes={nodes}
              edges={edges}
              nodeTypes={nodeTypes}
              onNodesChange={onNodesChange}
              onEdgesChange={onEdgesChange}
              onConnect={onConnect}
              onNodeDragStart={checkpoint}
              onNodeClick={(_, node) => {
                setSelectedId(node.id);
                setEditingId(node.id);
              }}
              onPaneClick={() => setSelectedId(null)}
              deleteKeyCode={['Backspace', 'Delete']}
              colorMode={theme.palette.mode}
              fitView
              // Not so small that a card's buttons are too small to tap; the rest is reached by panning.
              fitViewOptions={{ minZoom: 0.9, maxZoom: 1 }}
              minZoom={0.2}
              ariaLabelConfig={{ 'node.a11yDescription.default': t('builder.nodeHelp') }}
              proOptions={{ hideAttribution: true }}
            >
              <Background />
              <Controls showInteractive={false} aria-label={t('builder.controls')}>
                <ControlButton
                  onClick={undo}
                  disabled={!history.canUndo}
                  title={t('builder.undo')}
                  aria-label={t('builder.undo')}
                  data-testid="undo"
                >
                  <UndoIcon />
                </ControlButton>
                <ControlButton
                  onClick={redo}
                  disabled={!history.canRedo}
                  title={t('builder.redo')}
                  aria-label={t('builder.redo')}
                  data-testid="redo"
                >
                  <RedoIcon />
                </ControlButton>
              </Controls>
              {!isPhone && <MiniMap pannable zoomable ariaLabel={t('builder.minimap')} />}
            </ReactFlow>
          </Box>
          {testing ? (
            <TestRunPanel
              params={params}
              testRun={testRun.data}
              nodes={flow.nodes}
              saved={save.state === 'saved'}
              onClose={() => setTesting(false)}
            />
          ) : (
            <ProblemsPanel problems={problems} nodes={flow.nodes} onSelect={selectProblemNode} />
          )}
        </Box>
      </Stack>
      <NodeEditor
        node={editing}
        problems={problems.filter((problem) => problem.nodeId === editingId)}
        isStart={flow.startNode === editingId}
        nodes={flow.nodes}
        onChange={(node) => {
          // One opening of the panel is one step to undo, however much is typed in it. The form
          // holds the content; where each way out leads stays as the canvas and the list set it.
          change(
            (latest) =>
              updateNode(latest, node.id, (current) =>
                exitsOf(current).reduce((kept, { handle, child }) => setExit(kept, handle, child), node),
              ),
            !editRecorded.current,
          );
          editRecorded.current = true;
        }}
        onExit={(handle, child) =>
          editingId &&
          change((latest) => updateNode(latest, editingId, (node) => setExit(node, handle, child)))
        }
        onSetStart={() => editingId && change((latest) => ({ ...latest, startNode: editingId }))}
        onDelete={() => {
          if (editingId) change((latest) => removeNodes(latest, new Set([editingId])));
          setEditingId(null);
        }}
        onClose={() => setEditingId(null)}
      />
      <RefusedActivationDialog problems={status.refused} onClose={status.dismissRefusal} />
      <ChatbotSettingsDialog open={showsSettings} chatbot={chatbot} onClose={() => setShowsSettings(false)} />
    </BuilderContext.Provider>
  );
}
