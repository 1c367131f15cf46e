import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTheme } from '@mui/material/styles';
import { type ReactNode, useMemo } from 'react';
import type { VariableValues } from '../template-components';
import { type FormattedNode, parseWhatsAppText } from '../whatsapp-format';
import { chatColors } from './chat-colors';

export interface FormattedTextProps {
  text: string;
  /** Example values by variable name; without them (a sent message) a variable is plain text. */
  values?: VariableValues;
  /** Web addresses become links, as WhatsApp shows them in a chat. */
  linkify?: boolean;
}

interface RenderOptions {
  values: VariableValues | undefined;
  linkify: boolean;
}

/** A message text as WhatsApp renders it, variables replaced by their example values. */
export function FormattedText({ text, values, linkify = false }: FormattedTextProps) {
  const nodes = useMemo(() => parseWhatsAppText(text), [text]);
  return <>{renderNodes(nodes, { values, linkify })}</>;
}

// Nodes are rebuilt from the text on every change and never reorder, so positions are stable keys.
const renderNodes = (nodes: FormattedNode[], options: RenderOptions): ReactNode[] =>
  nodes.map((node, position) => renderNode(node, `${position}-${node.kind}`, options));

function renderNode(node: FormattedNode, key: string, options: RenderOptions): ReactNode {
  switch (node.kind) {
    case 'text':
      return options.linkify ? <LinkedText key={key} text={node.text} /> : node.text;
    case 'lineBreak':
      return <br key={key} />;
    case 'variable':
      if (!options.values) return `{{${node.name}}}`;
      return options.values[node.name]?.trim() ? (
        options.values[node.name]
      ) : (
        <VariableChip key={key} name={node.name} />
      );
    case 'bold':
      return <strong key={key}>{renderNodes(node.children, options)}</strong>;
    case 'italic':
      return <em key={key}>{renderNodes(node.children, options)}</em>;
    case 'strike':
      return <s key={key}>{renderNodes(node.children, options)}</s>;
    case 'mono':
      return (
        <Box key={key} component="code" sx={{ fontFamily: 'monospace', fontSize: '0.95em' }}>
          {renderNodes(node.children, options)}
        </Box>
      );
  }
}

// An address ends before trailing punctuation: "see https://example.com." links without the dot.
const addressPattern = /\b(?:https?:\/\/|www\.)[^\s<]*[^\s<.,:;"')\]!?]/gi;

function LinkedText({ text }: { text: string }) {
  const colors = chatColors(useTheme());
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(addressPattern)) {
    parts.push(text.slice(last, match.index));
    const address = match[0];
    parts.push(
      <Link
        key={match.index}
        href={address.startsWith('www.') ? `https://${address}` : address}
        target="_blank"
        rel="noopener noreferrer"
        sx={{ color: colors.link, overflowWrap: 'anywhere' }}
      >
        {address}
      </Link>,
    );
    last = match.index + address.length;
  }
  parts.push(text.slice(last));
  return <>{parts}</>;
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
        color: colors.variableText,
        fontFamily: 'monospace',
        fontSize: '0.9em',
        fontStyle: 'normal',
        whiteSpace: 'nowrap',
      }}
    >{`{{${name}}}`}</Box>
  );
}
