import { newGraphId } from '../ids';

export type TemplateCategory = 'MARKETING' | 'UTILITY' | 'AUTHENTICATION';
export type TemplateStatus = 'APPROVED' | 'PENDING' | 'REJECTED' | 'PAUSED' | 'DISABLED';

export interface TemplateComponent {
  type: string;
  format?: string;
  text?: string;
  [key: string]: unknown;
}

export interface Template {
  id: string;
  wabaId: string;
  name: string;
  language: string;
  category: TemplateCategory;
  status: TemplateStatus;
  parameterFormat: 'POSITIONAL' | 'NAMED';
  components: TemplateComponent[];
}

export type NewTemplate = Omit<Template, 'id' | 'status'>;

/** Message templates per WABA; names repeat across languages, so a template is (name, language). */
export class TemplateStore {
  private readonly templates = new Map<string, Template>();

  constructor(private readonly seedWabaId: string) {
    this.reset();
  }

  reset(): void {
    this.templates.clear();
    for (const template of seededTemplates(this.seedWabaId)) this.add(template, 'APPROVED');
  }

  add(template: NewTemplate, status: TemplateStatus): Template {
    const stored = { ...template, id: newGraphId(), status };
    this.templates.set(stored.id, stored);
    return stored;
  }

  list(wabaId: string): Template[] {
    return [...this.templates.values()].filter((template) => template.wabaId === wabaId);
  }

  get(id: string): Template | undefined {
    return this.templates.get(id);
  }

  find(wabaId: string, name: string, language: string): Template | undefined {
    return this.list(wabaId).find((template) => template.name === name && template.language === language);
  }

  setStatus(id: string, status: TemplateStatus): void {
    const template = this.templates.get(id);
    if (template) template.status = status;
  }

  remove(id: string): void {
    this.templates.delete(id);
  }
}

/** A `{{1}}` / `{{name}}` placeholder in a template component's text. */
export const placeholderPattern = /\{\{\s*\w+\s*\}\}/g;

/** Distinct placeholders in a template component's text. */
export function placeholderCount(text: string | undefined): number {
  return new Set(text?.match(placeholderPattern) ?? []).size;
}

/** A media header (IMAGE, VIDEO, DOCUMENT, LOCATION) takes exactly one parameter: the media itself. */
export function expectedParameters(template: Template): { header: number; body: number } {
  const component = (type: string) => template.components.find((candidate) => candidate.type === type);
  const header = component('HEADER');
  const mediaHeader = header?.format !== undefined && header.format.toUpperCase() !== 'TEXT';
  return {
    header: mediaHeader ? 1 : placeholderCount(header?.text),
    body: placeholderCount(component('BODY')?.text),
  };
}

function seededTemplates(wabaId: string): NewTemplate[] {
  return [
    {
      wabaId,
      name: 'hello_world',
      language: 'en_US',
      category: 'UTILITY',
      parameterFormat: 'POSITIONAL',
      components: [
        { type: 'HEADER', format: 'TEXT', text: 'Hello World' },
        { type: 'BODY', text: 'Welcome to the Parley sandbox. This is a test message.' },
        { type: 'FOOTER', text: 'Parley sandbox' },
      ],
    },
    {
      wabaId,
      name: 'order_update',
      language: 'en',
      category: 'UTILITY',
      parameterFormat: 'POSITIONAL',
      components: [
        {
          type: 'BODY',
          text: 'Hi {{1}}, your order {{2}} is on its way.',
          example: { body_text: [['Ada', '#1042']] },
        },
        { type: 'BUTTONS', buttons: [{ type: 'QUICK_REPLY', text: 'Thanks' }] },
      ],
    },
    {
      wabaId,
      name: 'seasonal_promo',
      language: 'en',
      category: 'MARKETING',
      parameterFormat: 'POSITIONAL',
      components: [
        { type: 'HEADER', format: 'TEXT', text: 'Our {{1}} sale', example: { header_text: ['summer'] } },
        { type: 'BODY', text: 'Save {{1}} on everything this week.', example: { body_text: [['20%']] } },
      ],
    },
  ];
}
