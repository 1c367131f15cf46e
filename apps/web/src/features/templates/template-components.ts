/**
 * A template's `components` array in Meta's Cloud API shape (Template fundamentals → components),
 * as the provider returns it: upper-case types, snake_case example fields.
 */
export interface TemplateComponent {
  type: 'HEADER' | 'BODY' | 'FOOTER' | 'BUTTONS' | 'CAROUSEL';
  format?: 'TEXT' | 'IMAGE' | 'VIDEO' | 'DOCUMENT' | 'LOCATION';
  text?: string;
  example?: TemplateExample;
  buttons?: readonly TemplateButton[];
  cards?: readonly TemplateCard[];
}

export interface TemplateExample {
  header_text?: readonly string[];
  header_text_named_params?: readonly NamedExample[];
  header_handle?: readonly string[];
  body_text?: readonly (readonly string[])[];
  body_text_named_params?: readonly NamedExample[];
}

export interface NamedExample {
  param_name: string;
  example: string;
}

export interface TemplateButton {
  type: 'QUICK_REPLY' | 'URL' | 'PHONE_NUMBER' | 'COPY_CODE';
  /** Absent on COPY_CODE: WhatsApp labels that button itself. */
  text?: string;
  url?: string;
  phone_number?: string;
  example?: string | readonly string[];
}

export interface TemplateCard {
  components: readonly TemplateComponent[];
}

export const findComponent = (components: readonly TemplateComponent[], type: TemplateComponent['type']) =>
  components.find((component) => component.type === type);

/** Example values by variable name: `{{1}}` → "1", `{{first_name}}` → "first_name". */
export type VariableValues = Readonly<Record<string, string>>;

export function headerValues(header: TemplateComponent | undefined): VariableValues {
  const example = header?.example;
  return example?.header_text_named_params
    ? namedValues(example.header_text_named_params)
    : positionalValues(example?.header_text ?? []);
}

export function bodyValues(body: TemplateComponent | undefined): VariableValues {
  const example = body?.example;
  return example?.body_text_named_params
    ? namedValues(example.body_text_named_params)
    : positionalValues(example?.body_text?.[0] ?? []);
}

const namedValues = (params: readonly NamedExample[]): VariableValues =>
  Object.fromEntries(params.map(({ param_name, example }) => [param_name, example]));

const positionalValues = (values: readonly string[]): VariableValues =>
  Object.fromEntries(values.map((value, index) => [String(index + 1), value]));
