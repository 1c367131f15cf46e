import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { type ReactNode, useMemo } from 'react';
import type { VariableValues } from '../template-components';
import { type FormattedNode, parseWhatsAppText } from '../whatsapp-format';
import { chatColors } from './chat-colors';

export interface FormattedTextProps {
  text: string;
  values: VariableValues;
}

/** A message text as WhatsApp renders it, variables replaced by their example values. */
export function FormattedText({ text, values }: FormattedTextProps) {
  const nodes = useMemo(() => parseWhatsAppText(text), [text]);
  return <>{renderNodes(nodes, values)}</>;
}

// Nodes are rebuilt from the text on every change and never reorder, so positions are stable keys.
const renderNodes = (nodes: FormattedNode[], values: VariableValues): ReactNode[] =>
  nodes.map((node, position) => renderNode(node, `${position}-${node.kind}`, values));

function renderNode(node: FormattedNode, key: string, values: VariableValues): ReactNode {
  switch (node.kind) {
    case 'text':
      return node.text;
    case 'lineBreak':
      return <br key={key} />;
    case 'variable':
      return values[node.name]?.trim() ? values[node.name] : <VariableChip key={key} name={node.name} />;
    case 'bold':
      return <strong key={key}>{renderNodes(node.children, values)}</strong>;
    case 'italic':
      return <em key={key}>{renderNodes(node.children, values)}</em>;
    case 'strike':
      return <s key={key}>{renderNodes(node.children, values)}</s>;
    case 'mono':
      return (
        <Box key={key} component="code" sx={{ fontFamily: 'monospace', fontSize: '0.95em' }}>
          {renderNodes(node.children, values)}
        </Box>
      );
  }
}

/** A variable with no example yet; `{{1}}` keeps its braces the right way round in Arabic text. */
function VariableChip({ name }: { name: string }) {
  const colors = chatColors(useTheme());
  return (
    <Box
      component="bdi"
      dir="ltr"
      data-testid="variable-chip"
      sx={{
        px: 0.5,
        borderRadius: 0.5,
        bgcolor: colors.variable,
        color: colors.link,
        fontFamily: 'monospace',
        fontSize: '0.9em',
        fontStyle: 'normal',
        whiteSpace: 'nowrap',
      }}
    >{`{{${name}}}`}</Box>
  );
}
