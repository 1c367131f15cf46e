import { type Chatbot, type ChatbotList, lintFlow } from '@parley/contract';
import type { ChatbotRow } from './chatbots.repo';

export function toChatbotDto(row: ChatbotRow): Chatbot {
  return {
    ...toSummary(row),
    startNode: row.startNode,
    nodes: row.nodes,
    problems: lintFlow({ startNode: row.startNode, nodes: row.nodes }),
  };
}

export function toChatbotListItem(row: ChatbotRow): ChatbotList['data'][number] {
  return { ...toSummary(row), problemCount: lintFlow({ startNode: row.startNode, nodes: row.nodes }).length };
}

function toSummary(row: ChatbotRow) {
  return {
    chatbotId: row.id,
    channelId: row.channelId,
    name: row.name,
    keyword: row.keyword,
    type: row.type,
    status: row.status,
    sessionsRun: row.sessionsRun,
    settings: {
      sessionTimeoutMinutes: row.sessionTimeoutMinutes,
      timeoutMessage: row.timeoutMessage,
      restartKeyword: row.restartKeyword,
    },
    updatedAt: row.updatedAt.toISOString(),
    updatedByName: row.updatedByName,
  };
}
