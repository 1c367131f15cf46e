import type {
  CampaignFile,
  CampaignFileMapping,
  CampaignInput,
  CampaignType,
  ContactFilter,
  Template,
} from '@parley/contract';
import {
  emptyVariables,
  type FilledVariables,
  type TemplateFields,
  templateFields,
} from '../../inbox/template-message/template-fields';

/** Spec §2: the wizard's four steps, word for word, in order. */
export const wizardSteps = [
  'Enter Campaign Information',
  'Select template',
  'Create Message & Schedule',
  'Preview & Schedule',
] as const;
export const lastStep = wizardSteps.length - 1;

export interface ChosenTemplate {
  template: Template;
  fields: TemplateFields;
}

/** An uploaded sheet and how its columns are read. */
export interface UploadedSheet {
  file: CampaignFile;
  mapping: CampaignFileMapping;
}

export interface Recipients {
  contactIds: string[];
  groupIds: string[];
  contactsInGroups: { groupId: string; contactId: string }[];
  filter: ContactFilter | null;
}

export type ScheduleMode = 'now' | 'later';

export interface WizardState {
  step: number;
  campaignName: string;
  type: CampaignType;
  chosen: ChosenTemplate | null;
  variables: FilledVariables | null;
  recipients: Recipients;
  /** A dynamic campaign's sheet, or a standard campaign's file of numbers. */
  sheet: UploadedSheet | null;
  schedule: { mode: ScheduleMode; time: string };
  /** Spread over days: at most this many recipients start in each 24 hours. */
  dailyLimit: number | null;
}

export type WizardAction =
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'setDetails'; campaignName: string; campaignType: CampaignType }
  | { type: 'chooseTemplate'; template: Template | null }
  | { type: 'setVariables'; variables: FilledVariables }
  | { type: 'toggleContact'; contactId: string }
  | { type: 'toggleGroup'; groupId: string }
  | { type: 'toggleContactInGroup'; groupId: string; contactId: string }
  | { type: 'setFilter'; filter: ContactFilter | null }
  | { type: 'setSheet'; sheet: UploadedSheet | null }
  | { type: 'setMapping'; mapping: CampaignFileMapping }
  | { type: 'setSchedule'; mode: ScheduleMode; now: Date }
  | { type: 'setScheduleTime'; time: string }
  | { type: 'setDailyLimit'; dailyLimit: number | null }
  | { type: 'reset'; now: Date };

const noRecipients: Recipients = { contactIds: [], groupIds: [], contactsInGroups: [], filter: null };

/** Spec §4: a new wizard is at step 0, standard, sending now; its default time is the current time. */
export function initialWizardState(now: Date): WizardState {
  return {
    step: 0,
    campaignName: '',
    type: 'standard',
    chosen: null,
    variables: null,
    recipients: noRecipients,
    sheet: null,
    schedule: { mode: 'now', time: localDateTime(now) },
    dailyLimit: null,
  };
}

/** The wizard's transitions (spec §4). */
export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'next':
      return { ...state, step: Math.min(state.step + 1, lastStep) };
    case 'back':
      return { ...state, step: Math.max(state.step - 1, 0) };
    case 'setDetails':
      return changeType({ ...state, campaignName: action.campaignName }, action.campaignType);
    case 'chooseTemplate': {
      if (!action.template) return { ...state, chosen: null, variables: null, sheet: dynamicOnly(state) };
      const fields = templateFields(action.template.components);
      return {
        ...state,
        chosen: { template: action.template, fields },
        variables: emptyVariables(fields),
        // A dynamic sheet's columns were mapped to the previous template's variables.
        sheet: dynamicOnly(state),
      };
    }
    case 'setVariables':
      return { ...state, variables: action.variables };
    case 'toggleContact':
      return withRecipients(state, { contactIds: toggle(state.recipients.contactIds, action.contactId) });
    case 'toggleGroup':
      return withRecipients(state, { groupIds: toggle(state.recipients.groupIds, action.groupId) });
    case 'toggleContactInGroup': {
      const { groupId, contactId } = action;
      const list = state.recipients.contactsInGroups;
      const present = list.some((item) => item.groupId === groupId && item.contactId === contactId);
      return withRecipients(state, {
        contactsInGroups: present
          ? list.filter((item) => item.groupId !== groupId || item.contactId !== contactId)
          : [...list, { groupId, contactId }],
      });
    }
    case 'setFilter':
      return withRecipients(state, { filter: action.filter });
    case 'setSheet':
      return { ...state, sheet: action.sheet, dailyLimit: null };
    case 'setMapping':
      return state.sheet ? { ...state, sheet: { ...state.sheet, mapping: action.mapping } } : state;
    case 'setSchedule':
      return { ...state, schedule: { mode: action.mode, time: localDateTime(action.now) } };
    case 'setScheduleTime':
      return { ...state, schedule: { ...state.schedule, time: action.time } };
    case 'setDailyLimit':
      return { ...state, dailyLimit: action.dailyLimit };
    case 'reset':
      return initialWizardState(action.now);
  }
}

/**
 * Spec §4: changing the type clears the chosen template and variables; switching to standard
 * clears the dynamic data (the sheet), switching to dynamic clears the selected contacts.
 */
function changeType(state: WizardState, type: CampaignType): WizardState {
  if (type === state.type) return state;
  const cleared = { ...state, type, chosen: null, variables: null, dailyLimit: null };
  return type === 'standard'
    ? { ...cleared, sheet: null }
    : { ...cleared, recipients: noRecipients, sheet: null };
}

/** A standard campaign's file of numbers stays when the template changes; a dynamic sheet does not. */
const dynamicOnly = (state: WizardState) => (state.type === 'dynamic' ? null : state.sheet);

const withRecipients = (state: WizardState, change: Partial<Recipients>): WizardState => ({
  ...state,
  recipients: { ...state.recipients, ...change },
  dailyLimit: null,
});

const toggle = (list: string[], id: string) =>
  list.includes(id) ? list.filter((item) => item !== id) : [...list, id];

/** `YYYY-MM-DDTHH:mm` in the browser's time zone: what a datetime-local field holds. */
export function localDateTime(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** What the wizard has chosen, as the preflight and create routes take it; undefined until a template is. */
export function campaignInput(state: WizardState): CampaignInput | undefined {
  if (!state.chosen) return undefined;
  const { recipients, sheet } = state;
  return {
    campaignName: state.campaignName,
    type: state.type,
    templateId: state.chosen.template.id,
    ...(state.type === 'standard' && state.variables && { variables: state.variables }),
    contacts: {
      apiContacts: recipients.contactIds.map((contactId) => ({ contactId })),
      apiContactGroups: recipients.groupIds.map((groupId) => ({ groupId })),
      apiContactInGroup: recipients.contactsInGroups,
      ...(recipients.filter && { contactFilter: recipients.filter }),
      ...(sheet && { fileContacts: { fileId: sheet.file.fileId, mapping: sheet.mapping } }),
    },
    ...(state.schedule.mode === 'later' && { scheduleTime: new Date(state.schedule.time).toISOString() }),
    ...(state.dailyLimit !== null && { dailyLimit: state.dailyLimit }),
  };
}

/** Whether anyone is chosen to receive the campaign yet. */
export function hasRecipients(state: WizardState): boolean {
  const { contactIds, groupIds, contactsInGroups, filter } = state.recipients;
  return (
    state.sheet !== null ||
    contactIds.length + groupIds.length + contactsInGroups.length > 0 ||
    (filter?.conditions.length ?? 0) > 0
  );
}
