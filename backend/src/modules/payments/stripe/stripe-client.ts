import Stripe from 'stripe';
import type { StripeConfig } from '../../../config/app-config.js';

/** The Stripe SDK, pointed at STRIPE_API_URL when set (tests run a local server that answers like Stripe's API). */
export function createStripeClient(config: StripeConfig): Stripe {
  const api = config.apiUrl ? new URL(config.apiUrl) : null;
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(api
      ? {
          host: api.hostname,
          port: api.port || (api.protocol === 'https:' ? 443 : 80),
          protocol: api.protocol === 'https:' ? ('https' as const) : ('http' as const),
        }
      : {}),
  });
}
