/** Spec §4: the campaigns picked for stats, as a list of ids. */
export type StatsSelection = string[];

export type StatsSelectionAction =
  | { type: 'add'; campaignId: string }
  | { type: 'remove'; campaignId: string }
  | { type: 'addMany'; campaignIds: string[] }
  | { type: 'removeMany'; campaignIds: string[] }
  | { type: 'clear' };

/** Adding keeps the order of picking and never lists a campaign twice. */
export function statsSelectionReducer(state: StatsSelection, action: StatsSelectionAction): StatsSelection {
  switch (action.type) {
    case 'add':
      return state.includes(action.campaignId) ? state : [...state, action.campaignId];
    case 'remove':
      return state.filter((id) => id !== action.campaignId);
    case 'addMany':
      return [...new Set([...state, ...action.campaignIds])];
    case 'removeMany': {
      const removed = new Set(action.campaignIds);
      return state.filter((id) => !removed.has(id));
    }
    case 'clear':
      return [];
  }
}
