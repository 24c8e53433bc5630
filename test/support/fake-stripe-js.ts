// A stand-in for Stripe.js, which cannot load here (js.stripe.com is on the internet). Playwright serves it at Stripe's
// own script address, so the page loads it exactly as it loads Stripe.js: @stripe/stripe-js injects the <script>, under
// the app's Content-Security-Policy, and calls window.Stripe(key). It implements only what the checkout calls:
// Stripe(key), elements({ clientSecret }) with a Payment Element that mounts (a plain box, no card fields) and
// retrievePaymentIntent, which asks api.stripe.com with the publishable key and the client secret, as Stripe.js does.
// Those api.stripe.com calls are routed to the fake Stripe API (fake-stripe-api.ts), the same one the app's server talks
// to, so the status the page shows is the one the server sees. Paying (confirmPayment and the other calls
// @stripe/react-stripe-js checks for) rejects: a test that needs it fails loudly instead of passing on a fiction.
import type { Page, Route } from 'playwright-core';
import type { FakeStripeApi } from './fake-stripe-api.js';

/** What @stripe/stripe-js@10 loads: `https://js.stripe.com/<release train>/stripe.js`. */
const STRIPE_JS_URL = /^https:\/\/js\.stripe\.com\/([a-z]+|v3)\/stripe\.js(\?.*)?$/;
const RELEASE_TRAIN = 'endive';
/** What api.stripe.com's answer carries to the page (hop-by-hop and length headers are Playwright's business). */
const ANSWER_HEADERS = new Set(['content-type', 'access-control-allow-origin', 'request-id']);

/** The text the stand-in Payment Element shows once mounted, for tests to wait on. */
export const STAND_IN_PAYMENT_ELEMENT_TEXT = 'Card details (Stripe.js test stand-in)';

export interface FakeStripeJs {
  /** Every api.stripe.com call the page made, as `METHOD /path` (query left out: it carries the client secret). */
  apiCalls: string[];
}

/** Serves the stand-in for the page's Stripe.js and forwards its api.stripe.com calls to `api`. Call before opening the page. */
export async function serveFakeStripeJs(page: Page, api: FakeStripeApi): Promise<FakeStripeJs> {
  const apiCalls: string[] = [];
  await page.route('https://js.stripe.com/**', (route) =>
    STRIPE_JS_URL.test(route.request().url())
      ? route.fulfill({ status: 200, contentType: 'application/javascript; charset=utf-8', body: STRIPE_JS_SOURCE })
      : route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not served by the Stripe.js stand-in' }),
  );
  await page.route('https://api.stripe.com/**', async (route: Route) => {
    const request = route.request();
    const url = new URL(request.url());
    apiCalls.push(`${request.method()} ${url.pathname}`);
    const answer = await fetch(`${api.url}${url.pathname}${url.search}`, {
      method: request.method(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: request.method() === 'GET' ? undefined : (request.postData() ?? ''),
    });
    await route.fulfill({
      status: answer.status,
      headers: Object.fromEntries([...answer.headers].filter(([name]) => ANSWER_HEADERS.has(name))),
      body: Buffer.from(await answer.arrayBuffer()),
    });
  });
  return { apiCalls };
}

// Runs in the page. Plain JavaScript, kept small: every function here is one the checkout (or react-stripe-js's
// check that it was given a Stripe object) uses.
const STRIPE_JS_SOURCE = `(() => {
  'use strict';
  const API = 'https://api.stripe.com/v1';
  const ELEMENT_TEXT = ${JSON.stringify(STAND_IN_PAYMENT_ELEMENT_TEXT)};

  const notHere = (name) => () =>
    Promise.reject(new Error('The Stripe.js test stand-in does not implement ' + name + '.'));

  function createElement(type) {
    const listeners = new Map();
    let box = null;
    const emit = (event, payload) => (listeners.get(event) || []).slice().forEach((cb) => cb(payload));
    const element = {
      mount(target) {
        const parent = typeof target === 'string' ? document.querySelector(target) : target;
        box = document.createElement('div');
        box.setAttribute('data-stripe-stand-in', type);
        box.textContent = ELEMENT_TEXT;
        parent.appendChild(box);
        setTimeout(() => emit('ready', { elementType: type }), 0);
      },
      unmount() {
        if (box) box.remove();
        box = null;
      },
      destroy() {
        element.unmount();
        listeners.clear();
      },
      update() {},
      on(event, cb) {
        listeners.set(event, [...(listeners.get(event) || []), cb]);
        return element;
      },
      off(event, cb) {
        listeners.set(event, (listeners.get(event) || []).filter((other) => other !== cb));
        return element;
      },
    };
    return element;
  }

  function Stripe(key) {
    if (typeof key !== 'string' || !/^pk_(test|live)_/.test(key)) {
      throw new Error('Invalid value for Stripe(): apiKey should be a publishable key. You specified: ' + key + '.');
    }
    return {
      _registerWrapper() {},
      registerAppInfo() {},
      elements(options) {
        if (!options || typeof options.clientSecret !== 'string') throw new Error('The stand-in needs elements({ clientSecret }).');
        const made = new Map();
        return {
          create(type) {
            const element = createElement(type);
            made.set(type, element);
            return element;
          },
          getElement: (type) => made.get(type) || null,
          update() {},
        };
      },
      async retrievePaymentIntent(clientSecret) {
        const match = /^(pi_[A-Za-z0-9]+)_secret_[A-Za-z0-9]+$/.exec(String(clientSecret));
        if (!match) {
          throw new Error('Invalid value for retrievePaymentIntent: clientSecret should be a client secret of the form \${id}_secret_\${secret}.');
        }
        const query = new URLSearchParams({ key, is_stripe_sdk: 'false', client_secret: clientSecret });
        const response = await fetch(API + '/payment_intents/' + match[1] + '?' + query);
        const body = await response.json();
        return response.ok ? { paymentIntent: body } : { error: body.error };
      },
      confirmPayment: notHere('confirmPayment'),
      confirmCardPayment: notHere('confirmCardPayment'),
      createPaymentMethod: notHere('createPaymentMethod'),
      createToken: notHere('createToken'),
    };
  }
  Stripe.version = '${RELEASE_TRAIN}';
  window.Stripe = Stripe;
})();
`;
