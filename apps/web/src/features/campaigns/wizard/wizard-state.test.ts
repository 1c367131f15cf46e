import { describe, expect, it } from 'vitest';
import { orderTemplate, welcomeTemplate } from './wizard-fixtures';
import {
  campaignInput,
  initialWizardState,
  localDateTime,
  type WizardAction,
  type WizardState,
  wizardReducer,
} from './wizard-state';

const now = new Date(2026, 10, 26, 9, 30);
const run = (...actions: WizardAction[]): WizardState =>
  actions.reduce(wizardReducer, initialWizardState(now));
const fileContacts = {
  file: {
    fileId: '00000000-0000-4000-8000-0000000000f1',
    fileName: 'customers.csv',
    columns: ['phone', 'name'],
    rowCount: 2,
    sampleRows: [],
  },
  mapping: { phoneNumber: 'phone', name: 'name', variables: {} },
};
const contactId = '00000000-0000-4000-8000-000000000011';
const groupId = '00000000-0000-4000-8000-000000000022';

describe('the campaign wizard’s transitions (spec §4)', () => {
  it('starts at step 0, and next and back move one step without leaving the four', () => {
    expect(run().step).toBe(0);
    expect(run({ type: 'next' }).step).toBe(1);
    expect(run({ type: 'next' }, { type: 'next' }, { type: 'back' }).step).toBe(1);
    expect(run({ type: 'back' }).step).toBe(0);
    expect(run(...Array.from({ length: 6 }, () => ({ type: 'next' }) as const)).step).toBe(3);
  });

  it('clears the chosen template and its variables when the type changes, not when only the name does', () => {
    const chosen = run({ type: 'chooseTemplate', template: orderTemplate });
    expect(chosen.variables?.body).toEqual(['', '']);
    const renamed = wizardReducer(chosen, {
      type: 'setDetails',
      campaignName: 'Sale',
      campaignType: 'standard',
    });
    expect(renamed.chosen?.template.id).toBe(orderTemplate.id);
    const switched = wizardReducer(chosen, {
      type: 'setDetails',
      campaignName: 'Sale',
      campaignType: 'dynamic',
    });
    expect(switched.chosen).toBeNull();
    expect(switched.variables).toBeNull();
    expect(switched.campaignName).toBe('Sale');
  });

  it('clears the selected contacts when switching to dynamic, and the sheet when switching back to standard', () => {
    const picked = run({ type: 'toggleContact', contactId }, { type: 'toggleGroup', groupId });
    const dynamic = wizardReducer(picked, { type: 'setDetails', campaignName: 'x', campaignType: 'dynamic' });
    expect(dynamic.recipients).toEqual({ contactIds: [], groupIds: [], contactsInGroups: [], filter: null });

    const withSheet = wizardReducer(dynamic, { type: 'setSheet', sheet: fileContacts });
    const standard = wizardReducer(withSheet, {
      type: 'setDetails',
      campaignName: 'x',
      campaignType: 'standard',
    });
    expect(standard.sheet).toBeNull();
  });

  it('removes a contact, group or contact of a group toggled a second time, and adds it otherwise', () => {
    const once = run(
      { type: 'toggleContact', contactId },
      { type: 'toggleGroup', groupId },
      { type: 'toggleContactInGroup', groupId, contactId },
    );
    expect(once.recipients.contactIds).toEqual([contactId]);
    expect(once.recipients.groupIds).toEqual([groupId]);
    expect(once.recipients.contactsInGroups).toEqual([{ groupId, contactId }]);
    const twice = [
      { type: 'toggleContact', contactId },
      { type: 'toggleGroup', groupId },
      { type: 'toggleContactInGroup', groupId, contactId },
    ].reduce((state, action) => wizardReducer(state, action as WizardAction), once);
    expect(twice.recipients.contactIds).toEqual([]);
    expect(twice.recipients.groupIds).toEqual([]);
    expect(twice.recipients.contactsInGroups).toEqual([]);
  });

  it('sends now by default; choosing later starts from the current time, which the user can move', () => {
    expect(run().schedule).toEqual({ mode: 'now', time: '2026-11-26T09:30' });
    const later = run({ type: 'setSchedule', mode: 'later', now: new Date(2026, 10, 26, 10, 5) });
    expect(later.schedule).toEqual({ mode: 'later', time: '2026-11-26T10:05' });
    const moved = wizardReducer(later, { type: 'setScheduleTime', time: '2026-12-01T08:00' });
    expect(
      campaignInput(wizardReducer(moved, { type: 'chooseTemplate', template: orderTemplate }))?.scheduleTime,
    ).toBe(new Date(2026, 11, 1, 8, 0).toISOString());
  });

  it('returns to a blank step 0 after the campaign is created', () => {
    const filled = run(
      { type: 'setDetails', campaignName: 'Sale', campaignType: 'standard' },
      { type: 'next' },
      { type: 'chooseTemplate', template: orderTemplate },
      { type: 'toggleContact', contactId },
      { type: 'setSheet', sheet: fileContacts },
      { type: 'next' },
    );
    const later = new Date(2026, 10, 27, 8, 0);
    expect(wizardReducer(filled, { type: 'reset', now: later })).toEqual(initialWizardState(later));
  });

  it('forgets a dynamic sheet mapped for another template, but keeps a standard campaign’s numbers', () => {
    const dynamic = run(
      { type: 'setDetails', campaignName: 'x', campaignType: 'dynamic' },
      { type: 'chooseTemplate', template: orderTemplate },
      { type: 'setSheet', sheet: fileContacts },
      { type: 'chooseTemplate', template: welcomeTemplate },
    );
    expect(dynamic.sheet).toBeNull();
    const standard = run(
      { type: 'chooseTemplate', template: orderTemplate },
      { type: 'setSheet', sheet: fileContacts },
      { type: 'chooseTemplate', template: welcomeTemplate },
    );
    expect(standard.sheet).toEqual(fileContacts);
  });

  it('sends a standard campaign’s variables and selection, and a dynamic one’s sheet without variables', () => {
    const standard = run(
      { type: 'setDetails', campaignName: 'Sale', campaignType: 'standard' },
      { type: 'chooseTemplate', template: orderTemplate },
      {
        type: 'setVariables',
        variables: { headers: [], body: ['Ada', 'B-2'], buttons: [], footer: [], carousel: [] },
      },
      { type: 'toggleGroup', groupId },
    );
    expect(campaignInput(standard)).toEqual({
      campaignName: 'Sale',
      type: 'standard',
      templateId: orderTemplate.id,
      variables: { headers: [], body: ['Ada', 'B-2'], buttons: [], footer: [], carousel: [] },
      contacts: { apiContacts: [], apiContactGroups: [{ groupId }], apiContactInGroup: [] },
    });
    const dynamic = run(
      { type: 'setDetails', campaignName: 'Sale', campaignType: 'dynamic' },
      { type: 'chooseTemplate', template: orderTemplate },
      { type: 'setSheet', sheet: fileContacts },
      { type: 'setDailyLimit', dailyLimit: 200 },
    );
    expect(campaignInput(dynamic)).toEqual({
      campaignName: 'Sale',
      type: 'dynamic',
      templateId: orderTemplate.id,
      contacts: {
        apiContacts: [],
        apiContactGroups: [],
        apiContactInGroup: [],
        fileContacts: { fileId: fileContacts.file.fileId, mapping: fileContacts.mapping },
      },
      dailyLimit: 200,
    });
  });

  it('writes a date as a datetime-local field holds it', () => {
    expect(localDateTime(new Date(2026, 0, 5, 7, 3))).toBe('2026-01-05T07:03');
  });
});
