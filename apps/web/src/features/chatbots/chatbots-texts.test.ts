import { describe, expect, it } from 'vitest';
import chatbots from '../../locales/en/chatbots.json';

describe('the chatbot pages’ English notifications', () => {
  it('say word for word what the spec says (§8 chatbots)', () => {
    expect(chatbots.messages).toEqual({
      fetchFailed: 'Failed to fetch chatbots',
      deleteFailed: 'Failed to delete chatbot',
      fetchOneFailed: 'Failed to fetch chatbot',
      statusFailed: 'Failed to update chatbot status',
      updated: 'Chatbot created successfully',
      statusUpdated: 'Chatbot status updated',
      renamed: 'Chatbot name updated',
      keywordUpdated: 'Chatbot keyword updated',
      uploadFailed: 'Failed to upload file',
    });
  });
});
