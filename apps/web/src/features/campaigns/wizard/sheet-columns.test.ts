import { describe, expect, it } from 'vitest';
import { templateFields } from '../../inbox/template-message/template-fields';
import { autoMapping, mappingComplete, variableSlots } from './sheet-columns';

const fields = templateFields([
  { type: 'HEADER', format: 'TEXT', text: 'Order {{1}}' },
  { type: 'BODY', text: 'Hi {{first_name}}, your code is {{code}}' },
  { type: 'BUTTONS', buttons: [{ type: 'URL', text: 'Track', url: 'https://x.test/{{1}}' }] },
]);

describe('reading a dynamic sheet’s columns', () => {
  it('names every variable by its place in the variables', () => {
    expect(variableSlots(fields).map((slot) => slot.key)).toEqual([
      'headers.0',
      'body.0',
      'body.1',
      'buttons.0',
    ]);
  });

  it('maps the phone, the name and each variable whose header names it, whatever the case and signs', () => {
    const mapping = autoMapping(
      ['Phone Number', 'Name', 'Header {{1}}', 'first_name', 'body.1', 'Button Track', 'Notes'],
      variableSlots(fields),
    );
    expect(mapping).toEqual({
      phoneNumber: 'Phone Number',
      name: 'Name',
      variables: {
        'headers.0': 'Header {{1}}',
        'body.0': 'first_name',
        'body.1': 'body.1',
        'buttons.0': 'Button Track',
      },
    });
    expect(mappingComplete(mapping, variableSlots(fields))).toBe(true);
  });

  it('leaves unknown headers for the user to choose, and is not complete until they do', () => {
    const mapping = autoMapping(['Cell', 'Whatever'], variableSlots(fields));
    expect(mapping).toEqual({ phoneNumber: '', variables: {} });
    expect(mappingComplete(mapping, variableSlots(fields))).toBe(false);
  });
});
