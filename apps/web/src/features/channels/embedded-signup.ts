import type { EmbeddedSignupConfig } from '@parley/contract';

/** What the dialog hands back: the exchangeable code and where the business connected. */
export interface EmbeddedSignupResult {
  code: string;
  businessAccountId: string;
  phoneNumberId: string;
}

export class EmbeddedSignupCancelled extends Error {}

interface SessionMessage {
  type?: string;
  event?: string;
  code?: string;
  data?: { phone_number_id?: string; waba_id?: string };
}

interface FacebookSdk {
  init(options: { appId: string; version: string; xfbml: boolean; cookie: boolean }): void;
  login(
    callback: (response: { authResponse?: { code?: string } }) => void,
    options: Record<string, unknown>,
  ): void;
}

declare global {
  interface Window {
    FB?: FacebookSdk;
  }
}

/**
 * Runs Embedded Signup (call it from the click, so the dialog may open) and resolves with its result. Meta's dialog (through its JS SDK) reports the
 * chosen account and number in a `WA_EMBEDDED_SIGNUP` message from facebook.com and the code in the
 * login callback; the simulator's dialog posts both as messages from its own origin.
 */
export function runEmbeddedSignup(config: EmbeddedSignupConfig): Promise<EmbeddedSignupResult> {
  return new Promise((resolve, reject) => {
    const found: Partial<EmbeddedSignupResult> = {};
    const trustedOrigin = (origin: string) =>
      config.simulatorDialogUrl
        ? origin === new URL(config.simulatorDialogUrl).origin
        : new URL(origin).hostname.endsWith('facebook.com');
    const finish = (outcome: () => void) => {
      window.removeEventListener('message', onMessage);
      outcome();
    };
    const settleIfComplete = () => {
      const { code, businessAccountId, phoneNumberId } = found;
      if (code && businessAccountId && phoneNumberId) {
        finish(() => resolve({ code, businessAccountId, phoneNumberId }));
      }
    };
    const onMessage = (event: MessageEvent) => {
      if (!trustedOrigin(event.origin) || typeof event.data !== 'string') return;
      let message: SessionMessage;
      try {
        message = JSON.parse(event.data) as SessionMessage;
      } catch {
        return;
      }
      if (message.type === 'WA_EMBEDDED_SIGNUP_CODE' && message.code) found.code = message.code;
      if (message.type === 'WA_EMBEDDED_SIGNUP') {
        if (message.event === 'CANCEL' || message.event === 'ERROR') {
          finish(() => reject(new EmbeddedSignupCancelled()));
          return;
        }
        found.businessAccountId = message.data?.waba_id;
        found.phoneNumberId = message.data?.phone_number_id;
      }
      settleIfComplete();
    };
    window.addEventListener('message', onMessage);

    if (config.simulatorDialogUrl) {
      const dialog = new URL(config.simulatorDialogUrl);
      dialog.search = new URLSearchParams({
        client_id: config.appId,
        origin: window.location.origin,
      }).toString();
      window.open(dialog, 'embedded-signup', 'popup,width=520,height=640');
      return;
    }
    if (!window.FB) {
      finish(() => reject(new Error('Meta’s SDK is not loaded yet')));
      return;
    }
    window.FB.login(
      (response) => {
        if (!response.authResponse?.code) {
          finish(() => reject(new EmbeddedSignupCancelled()));
          return;
        }
        found.code = response.authResponse.code;
        settleIfComplete();
      },
      {
        config_id: config.configId,
        response_type: 'code',
        override_default_response_type: true,
        extras: { setup: {}, sessionInfoVersion: '3' },
      },
    );
  });
}

/**
 * Meta's SDK, loaded ahead of the click: browsers let a popup open only from the click itself, so
 * `runEmbeddedSignup` must not wait for a script then.
 */
export function loadFacebookSdk(config: EmbeddedSignupConfig): Promise<FacebookSdk> {
  if (window.FB) return Promise.resolve(window.FB);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = 'https://connect.facebook.net/en_US/sdk.js';
    script.async = true;
    script.onload = () => {
      if (!window.FB) return reject(new Error('Meta’s SDK did not load'));
      window.FB.init({ appId: config.appId, version: config.graphVersion, xfbml: false, cookie: true });
      resolve(window.FB);
    };
    script.onerror = () => reject(new Error('Meta’s SDK could not be reached'));
    document.body.appendChild(script);
  });
}
