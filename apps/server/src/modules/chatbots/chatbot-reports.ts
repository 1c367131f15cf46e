import type { Readable } from 'node:stream';
import type { FlowNode, SpreadsheetFormat } from '@parley/contract';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { AppError } from '../../shared/errors';
import { spreadsheetStream } from '../contacts/spreadsheet-stream';
import { findChatbot } from './chatbots.repo';

/** Sessions read from the database at a time for the answers sheet. */
const answersBatch = 2000;
/** How a session that ended before its flow did is counted: dropped at its last node. */
const droppedStatuses = ['timedOut', 'retriesExhausted', 'loopLimit', 'stopped'];

interface ChatbotIds {
  channelId: string;
  chatbotId: string;
}

/**
 * The chatbot report (how many sessions reached each node, dropped there, and answered its question)
 * and the custom chatbot report (each session's answers, one column per variable), as CSV or XLSX.
 */
export function createChatbotReports({ db, log }: { db: Database; log: FastifyBaseLogger }) {
  const chatbotOf = async (accountId: string, { channelId, chatbotId }: ChatbotIds) => {
    const chatbot = await findChatbot(db, accountId, channelId, chatbotId);
    if (!chatbot) throw new AppError('NOT_FOUND');
    return chatbot;
  };

  return {
    async report(accountId: string, ids: ChatbotIds, format: SpreadsheetFormat): Promise<Readable> {
      const chatbot = await chatbotOf(accountId, ids);
      const [totals] = rowsOf<{
        started: number;
        completed: number;
        assigned: number;
        dropped: number;
        running: number;
      }>(
        await db.execute(sql`
          select count(*)::int as started,
            count(*) filter (where status = 'completed')::int as completed,
            count(*) filter (where status = 'assigned')::int as assigned,
            count(*) filter (where status = any(${sql.param(droppedStatuses)}::text[]))::int as dropped,
            count(*) filter (where status in ('running', 'paused'))::int as running
          from chatbot_sessions where chatbot_id = ${chatbot.id}`),
      );
      const perNode = new Map(
        rowsOf<{ node: string; reached: number; dropped: number }>(
          await db.execute(sql`
            select p.node, count(distinct s.id)::int as reached,
              count(distinct s.id) filter (
                where s.last_node = p.node and s.status = any(${sql.param(droppedStatuses)}::text[])
              )::int as dropped
            from chatbot_sessions s cross join lateral jsonb_array_elements_text(s.path) as p(node)
            where s.chatbot_id = ${chatbot.id}
            group by p.node`),
        ).map((row) => [row.node, row]),
      );
      const answered = await answerCounts(db, chatbot.id, chatbot.nodes);
      const header = ['Node', 'Kind', 'Sessions that reached it', 'Dropped here', 'Answers collected'];
      const summary = [
        ['Sessions started', '', String(totals?.started ?? 0), '', ''],
        ['Completed', '', String(totals?.completed ?? 0), '', ''],
        ['Handed to an agent', '', String(totals?.assigned ?? 0), '', ''],
        ['Dropped', '', '', String(totals?.dropped ?? 0), ''],
        ['Running now', '', String(totals?.running ?? 0), '', ''],
      ];
      const nodes = chatbot.nodes.map((node) => [
        node.id,
        kindOf(node),
        String(perNode.get(node.id)?.reached ?? 0),
        String(perNode.get(node.id)?.dropped ?? 0),
        node.nodeType === 'input' && node.inputType === 'question' ? String(answered.get(node.id) ?? 0) : '',
      ]);
      return spreadsheetStream(format, 'Chatbot report', header, oneBatch([...summary, ...nodes]), log);
    },

    async answers(accountId: string, ids: ChatbotIds, format: SpreadsheetFormat): Promise<Readable> {
      const chatbot = await chatbotOf(accountId, ids);
      const variables = [
        ...new Set(
          chatbot.nodes.flatMap((node) =>
            node.nodeType === 'input' && node.inputType === 'question'
              ? [node.questionConfig.responseVariable]
              : [],
          ),
        ),
      ];
      const header = ['Started at', 'Status', 'Ended at', 'Phone Number', 'Name', 'Last node', ...variables];
      async function* rows() {
        let after: { startedAt: string; id: string } | undefined;
        for (;;) {
          const batch = rowsOf<{
            id: string;
            started_at: string;
            status: string;
            ended_at: string | null;
            phone: string;
            name: string | null;
            last_node: string | null;
            variables: Record<string, string>;
          }>(
            await db.execute(sql`
              select s.id, to_char(s.started_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as started_at,
                s.status, to_char(s.ended_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as ended_at,
                c.phone, c.name, s.last_node, s.variables
              from chatbot_sessions s
              join conversations v on v.id = s.conversation_id
              join contacts c on c.id = v.contact_id
              where s.chatbot_id = ${chatbot.id}
                ${after ? sql`and (s.started_at, s.id) > (${after.startedAt}::timestamptz, ${after.id}::uuid)` : sql``}
              order by s.started_at, s.id
              limit ${answersBatch}`),
          );
          if (batch.length === 0) return;
          yield batch.map((row) => [
            row.started_at,
            row.status,
            row.ended_at ?? '',
            row.phone,
            row.name ?? '',
            row.last_node ?? '',
            ...variables.map((variable) => row.variables[variable] ?? ''),
          ]);
          const last = batch.at(-1);
          if (!last || batch.length < answersBatch) return;
          after = { startedAt: last.started_at, id: last.id };
        }
      }
      return spreadsheetStream(format, 'Answers', header, rows(), log);
    },
  };
}

export type ChatbotReports = ReturnType<typeof createChatbotReports>;

async function* oneBatch(rows: string[][]) {
  yield rows;
}

const kindOf = (node: FlowNode) => (node.nodeType === 'input' ? `input: ${node.inputType}` : node.nodeType);

/** How many sessions saved an answer to each question node's variable. */
async function answerCounts(
  db: Database,
  chatbotId: string,
  nodes: FlowNode[],
): Promise<Map<string, number>> {
  const questions = nodes.flatMap((node) =>
    node.nodeType === 'input' && node.inputType === 'question'
      ? [{ id: node.id, variable: node.questionConfig.responseVariable }]
      : [],
  );
  if (questions.length === 0) return new Map();
  const counts = rowsOf<{ variable: string; answered: number }>(
    await db.execute(sql`
      select v.variable, count(s.id)::int as answered
      from unnest(${sql.param(questions.map((question) => question.variable))}::text[]) as v(variable)
      left join chatbot_sessions s on s.chatbot_id = ${chatbotId} and s.variables ? v.variable
      group by v.variable`),
  );
  const byVariable = new Map(counts.map((row) => [row.variable, row.answered]));
  return new Map(questions.map((question) => [question.id, byVariable.get(question.variable) ?? 0]));
}
