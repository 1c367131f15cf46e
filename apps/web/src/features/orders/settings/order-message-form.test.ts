import type { Template } from '@parley/contract';
import { describe, expect, it } from 'vitest';
import { formOf, orderMessageTemplates, rowFor, sampleValues, settingsOf } from './order-message-form';

const template = (
  id: string,
  components: Template['components'],
  status = 'APPROVED',
  category = 'UTILITY',
) => ({ id, name: id, language: 'en', status, category, components }) as Template;

const orderUpdate = template('order_update', [
  { type: 'HEADER', format: 'TEXT', text: 'Order {{1}}' },
  { type: 'BODY', text: 'Hi {{1}}, your order {{2}} is {{3}}.' },
]);

describe('the order messages form', () => {
  it('gives every status a row, and sends only those with a template', () => {
    const form = formOf({
      statusTemplates: [
        { status: 'shipped', templateId: 't-1', headerFields: [], bodyFields: ['customerName'] },
      ],
    });
    expect(form.rows.pending).toEqual({ templateId: 'none', headerFields: [], bodyFields: [] });
    expect(form.rows.shipped.bodyFields).toEqual(['customerName']);
    expect(settingsOf(form)).toEqual({
      statusTemplates: [
        { status: 'shipped', templateId: 't-1', headerFields: [], bodyFields: ['customerName'] },
      ],
    });
  });

  it('fills a new template’s variables with the order’s fields in their usual order', () => {
    expect(rowFor(orderUpdate)).toEqual({
      templateId: 'order_update',
      headerFields: ['orderReference'],
      bodyFields: ['customerName', 'orderReference', 'orderStatus'],
    });
  });

  it('offers only approved templates an order can fill', () => {
    const picture = template('photo', [
      { type: 'HEADER', format: 'IMAGE' },
      { type: 'BODY', text: 'Hi' },
    ]);
    const pending = template('later', [{ type: 'BODY', text: 'Hi' }], 'PENDING');
    expect(orderMessageTemplates([orderUpdate, picture, pending]).map((found) => found.id)).toEqual([
      'order_update',
    ]);
  });

  it('previews the status in the words the customer reads', () => {
    expect(sampleValues('partialyShipped').orderStatus).toBe('partly shipped');
  });
});
