import { graphErrors } from '../graph-error';
import type { SandboxPhoneNumber } from '../seed';
import type { SimulatorState } from '../state';

export function requirePhoneNumber(state: SimulatorState, id: string, method: string): SandboxPhoneNumber {
  const phone = state.phoneNumber(id);
  if (!phone) throw graphErrors.unsupportedRequest(id, method);
  return phone;
}

export function requireWaba(state: SimulatorState, id: string, method: string): string {
  if (id !== state.seed.business.wabaId) throw graphErrors.unsupportedRequest(id, method);
  return id;
}

/** The node types Graph names when a field is unknown. */
export const nodeTypes = {
  phoneNumber: 'WhatsAppBusinessPhoneNumber',
  businessAccount: 'WhatsAppBusinessAccount',
  template: 'WhatsAppBusinessHSM',
};

/** Applies Graph's `fields=a,b` selection; `id` always comes back, unknown fields are an error. */
export function selectFields(
  object: Record<string, unknown>,
  fields: unknown,
  defaults: string[],
  nodeType: string,
): Record<string, unknown> {
  const wanted =
    typeof fields === 'string' && fields.trim() ? fields.split(',').map((f) => f.trim()) : defaults;
  const selected: Record<string, unknown> = {};
  for (const field of wanted) {
    if (!(field in object)) {
      throw graphErrors.nonexistingField(field, nodeType);
    }
    selected[field] = object[field];
  }
  return { ...selected, id: object.id };
}
