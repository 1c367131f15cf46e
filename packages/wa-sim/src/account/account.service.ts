import { graphErrors, whatsappError } from '../graph-error';
import { newToken } from '../ids';
import type { SandboxPhoneNumber } from '../seed';
import type { SimulatorState } from '../state';
import { verifyCallback } from '../webhooks/verify-callback';

const signupCodeTtlMs = 30_000;

export function describePhoneNumber(state: SimulatorState, phone: SandboxPhoneNumber) {
  const registered = state.registeredPins.has(phone.phoneNumberId);
  const health = state.healthOf(phone);
  return {
    id: phone.phoneNumberId,
    display_phone_number: phone.displayPhoneNumber,
    verified_name: phone.verifiedName,
    code_verification_status: 'VERIFIED',
    quality_rating: health.qualityRating,
    platform_type: registered ? 'CLOUD_API' : 'NOT_APPLICABLE',
    status: registered ? 'CONNECTED' : 'PENDING',
    name_status: 'APPROVED',
    account_mode: 'LIVE',
    is_official_business_account: false,
    throughput: { level: state.config.messagesPerSecond >= 1000 ? 'HIGH' : 'STANDARD' },
    // v24+ name and the ≤v23 name, both served so adapters can move versions without a flag day.
    whatsapp_business_manager_messaging_limit: health.messagingLimitTier,
    messaging_limit_tier: health.messagingLimitTier,
  };
}

export const phoneNumberDefaultFields = [
  'verified_name',
  'code_verification_status',
  'display_phone_number',
  'quality_rating',
  'platform_type',
  'throughput',
];

export function describeWaba(state: SimulatorState) {
  const { business } = state.seed;
  return {
    id: business.wabaId,
    name: business.name,
    currency: 'USD',
    timezone_id: '1',
    message_template_namespace: `sandbox_${business.wabaId}`,
  };
}

export function subscribedApps(state: SimulatorState, wabaId: string) {
  const { app } = state.seed;
  const subscribed = state.subscribedApps.get(wabaId) ?? new Set<string>();
  return {
    data: [...subscribed].map((appId) => ({
      whatsapp_business_api_data: {
        id: appId,
        name: appId === app.appId ? 'Parley' : appId,
        link: `https://www.facebook.com/games/?app_id=${appId}`,
      },
    })),
  };
}

/**
 * `POST /{waba-id}/subscribed_apps`: subscribes the app; with `override_callback_uri` and
 * `verify_token` it first runs the verification handshake against that URL.
 */
export async function subscribeApp(state: SimulatorState, wabaId: string, body: unknown) {
  const { override_callback_uri: url, verify_token: verifyToken } = (body ?? {}) as Record<string, unknown>;
  if (url !== undefined) {
    if (typeof url !== 'string' || url.length > 200) {
      throw graphErrors.invalidParameter(
        'Param override_callback_uri must be a URL of at most 200 characters',
      );
    }
    if (typeof verifyToken !== 'string' || !verifyToken) {
      throw graphErrors.invalidParameter('Param verify_token is required with override_callback_uri');
    }
    const failure = await verifyCallback(url, verifyToken);
    if (failure) {
      throw whatsappError({ code: 2200, title: 'Callback verification failed', details: failure });
    }
    state.callbackOverrides.set(wabaId, url);
  } else {
    state.callbackOverrides.delete(wabaId);
  }
  state.subscribedApps.set(wabaId, (state.subscribedApps.get(wabaId) ?? new Set()).add(state.seed.app.appId));
  return { success: true };
}

/** `POST /{phone-number-id}/register`: the first PIN sets two-step verification; later ones must match. */
export function registerPhoneNumber(state: SimulatorState, phone: SandboxPhoneNumber, body: unknown) {
  const { messaging_product, pin } = (body ?? {}) as { messaging_product?: unknown; pin?: unknown };
  if (messaging_product !== 'whatsapp')
    throw graphErrors.invalidParameter('Param messaging_product must be whatsapp');
  if (typeof pin !== 'string' || !/^\d{6}$/.test(pin)) {
    throw graphErrors.invalidParameter('Param pin must be a 6-digit string');
  }
  const existing = state.registeredPins.get(phone.phoneNumberId);
  if (existing && existing !== pin) {
    throw whatsappError({
      code: 133005,
      title: 'Two step verification PIN Mismatch',
      details: 'The PIN does not match the two-step verification PIN of this phone number.',
    });
  }
  state.registeredPins.set(phone.phoneNumberId, pin);
  return { success: true };
}

export function mintSignupCode(state: SimulatorState) {
  const code = newToken('AQ');
  state.signupCodes.set(code, state.now() + signupCodeTtlMs);
  const { business } = state.seed;
  return {
    code,
    expires_in: signupCodeTtlMs / 1000,
    waba_id: business.wabaId,
    phone_number_id: business.phoneNumbers[0]?.phoneNumberId,
  };
}

/** `GET /oauth/access_token`: Embedded Signup's one-time, 30-second code becomes a business token. */
export function exchangeSignupCode(state: SimulatorState, query: Record<string, unknown>) {
  const { app } = state.seed;
  if (query.client_id !== app.appId) {
    throw whatsappError({
      code: 101,
      title: 'Error validating application',
      details: 'Invalid application ID',
    });
  }
  if (query.client_secret !== app.appSecret) {
    throw whatsappError({
      code: 1,
      title: 'Error validating client secret',
      details: 'Invalid client_secret',
    });
  }
  const code = typeof query.code === 'string' ? query.code : '';
  const expiresAt = state.signupCodes.get(code);
  state.signupCodes.delete(code);
  if (expiresAt === undefined) throw graphErrors.invalidParameter('Invalid verification code format.');
  if (expiresAt < state.now()) throw graphErrors.invalidParameter('This authorization code has expired.');
  const accessToken = newToken('EAAsim');
  state.tokens.add(accessToken);
  return { access_token: accessToken, token_type: 'bearer' };
}
