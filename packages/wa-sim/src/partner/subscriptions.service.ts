import type { SimulatorState } from '../state';
import type { PartnerApp, PartnerSubscription } from './partner.store';
import { PartnerError } from './partner-error';

export function addSubscription(
  state: SimulatorState,
  app: PartnerApp,
  form: Omit<PartnerSubscription, 'id'>,
) {
  const subscription = { id: state.partner.nextSubscriptionId(), ...form };
  app.subscriptions.push(subscription);
  return { status: 'success', subscription: describeSubscription(subscription) };
}

export function listSubscriptions(app: PartnerApp) {
  return { status: 'success', subscriptions: app.subscriptions.map(describeSubscription) };
}

export function removeSubscription(app: PartnerApp, subscriptionId: string) {
  const index = app.subscriptions.findIndex((subscription) => subscription.id === subscriptionId);
  if (index === -1) throw new PartnerError(404, `Subscription ${subscriptionId} not found`);
  app.subscriptions.splice(index, 1);
  return { status: 'success' };
}

function describeSubscription(subscription: PartnerSubscription) {
  return {
    id: subscription.id,
    url: subscription.url,
    modes: subscription.modes.join(','),
    version: subscription.version,
    tag: subscription.tag,
    active: true,
  };
}
