import { randomBytes, randomUUID } from 'node:crypto';
import { newGraphId, newToken } from '../ids';
import type { SandboxPhoneNumber } from '../seed';
import type { SimulatorState } from '../state';
import type { PartnerApp } from './partner.store';
import { PartnerError, partnerErrors } from './partner-error';

const partnerTokenLifetimeMs = 24 * 60 * 60 * 1000;
const signupLinkLifetimeMs = 5 * 24 * 60 * 60 * 1000;

/** `POST /partner/account/login`: the partner token lives 24 hours of simulated time. */
export function login(state: SimulatorState, form: { email: string; password: string }) {
  const { account } = state.partner;
  if (form.email !== account.email || form.password !== account.password) {
    throw new PartnerError(401, 'Invalid email or password');
  }
  const token = newToken('');
  state.partner.addPartnerToken(token, state.now() + partnerTokenLifetimeMs);
  return { token };
}

export function createApp(state: SimulatorState, form: { name: string }) {
  if (state.partner.appNamed(form.name)) throw partnerErrors.invalid('App name already exists');
  const app: PartnerApp = {
    id: randomUUID(),
    name: form.name,
    wabaId: newGraphId(),
    apiKey: randomBytes(16).toString('hex'),
    appToken: `sk_${randomBytes(16).toString('hex')}`,
    subscriptions: [],
  };
  state.partner.addApp(app);
  return { status: 'success', app: { id: app.id, name: app.name, live: false } };
}

/** The app is live, with a phone number, once its business completed the signup link. */
export function describeApp(app: PartnerApp) {
  const live = app.phone !== undefined;
  return {
    status: 'success',
    appDetails: {
      id: app.id,
      name: app.name,
      live,
      healthy: live,
      phone: app.phone?.displayPhoneNumber ?? null,
      phoneNumberId: app.phone?.phoneNumberId ?? null,
      wabaId: app.wabaId,
      apiKey: app.apiKey,
    },
  };
}

/** The embedded signup link stays valid five days; `regenerate` replaces it with a new one. */
export function signupLink(state: SimulatorState, app: PartnerApp, regenerate: boolean, baseUrl: string) {
  const current = app.signupLink;
  const link =
    !regenerate && current && current.expiresAt > state.now()
      ? current
      : { token: newToken(''), expiresAt: state.now() + signupLinkLifetimeMs };
  app.signupLink = link;
  return { status: 'success', link: `${baseUrl}/partner/onboarding/${link.token}` };
}

export function appWithSignupLink(state: SimulatorState, token: string): PartnerApp | undefined {
  const app = state.partner.appWithSignupToken(token);
  return app?.signupLink && app.signupLink.expiresAt > state.now() ? app : undefined;
}

/** The business finished signup: its app gets a business number of its own, named after the app. */
export function completeSignup(state: SimulatorState, app: PartnerApp): SandboxPhoneNumber {
  app.phone ??= state.partner.mintPhoneNumber(app.name);
  return app.phone;
}
