import { type Simulator, sandboxSeed } from '@parley/wa-sim';
import { partnerApps } from '../providers/partner/partner.apps';
import { createPartnerClient } from '../providers/partner/partner-client';

/** An app through the partner's onboarding against the simulator, its number signed up, as the wizard leaves it. */
export async function onboardPartnerApp(sim: Simulator, appName: string) {
  const seed = sandboxSeed();
  const client = createPartnerClient({
    apiUrl: sim.url,
    messagingUrl: sim.url,
    email: seed.partner.email,
    clientSecret: seed.partner.password,
  });
  const apps = partnerApps(client);
  const { appId } = await apps.create({ appName, templateMessaging: true, disableOptinPrefUrl: false });
  const signup = await fetch(`${sim.url}/_sim/partner/apps/${appId}/complete-signup`, { method: 'POST' });
  if (!signup.ok) throw new Error(`the simulator did not complete the signup: ${await signup.text()}`);
  const details = await apps.details(appId);
  return { client, appId, appName, appToken: await apps.token(appId), details };
}
