// The collection map with a Google Maps key configured. Google's script is the one outside thing stood in for:
// page.route answers its URL either with a tiny script that reports a refused key, as Google does
// (window.gm_authFailure), or with a small stand-in for the parts of the Maps JavaScript API the map uses.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { startApp, type RunningApp } from '../support/app-process.js';
import { DESKTOP, PHONE, launchBrowser, newPage, pageProblems, screenshot } from '../support/browser.js';
import { button, chooseItems, getData, next, openWizard, visible } from './booking-steps.js';

const MAPS_SCRIPT = 'https://maps.googleapis.com/maps/api/js**';
const REFUSED_KEY_SCRIPT = 'window.gm_authFailure && window.gm_authFailure();';

// Map, Marker and InfoWindow drawn as plain DOM (markers are buttons, the popup a box with a Close button), with
// google.maps.event listeners, finishing the way Google's loader expects: google.maps.__ib__() then importLibrary.
const WORKING_MAPS_SCRIPT = `(() => {
  const maps = window.google.maps;
  const fire = (target, name, ...args) => (target.__l || []).filter((l) => l.name === name).forEach((l) => l.fn(...args));
  maps.event = {
    addListener(target, name, fn) {
      const l = { name, fn, remove: () => { target.__l = (target.__l || []).filter((x) => x !== l); } };
      target.__l = [...(target.__l || []), l];
      return l;
    },
    removeListener: (l) => l && l.remove(),
    clearInstanceListeners: (target) => { target.__l = []; },
    trigger: fire,
  };
  const wrap = (self) => new Proxy(self, {
    get(t, p) {
      if (p in t) return t[p];
      const m = typeof p === 'string' && /^(set|get)([A-Z]\\w*)$/.exec(p);
      if (!m) return undefined;
      const key = m[2][0].toLowerCase() + m[2].slice(1);
      return m[1] === 'set' ? (v) => { t.props[key] = v; t.changed(); } : () => t.props[key];
    },
  });
  class Base {
    constructor(opts) { this.props = { ...(opts || {}) }; }
    setOptions(opts) { Object.assign(this.props, opts); this.changed(); }
    changed() {}
  }
  maps.Map = class extends Base {
    constructor(div, opts) { super(opts); this.div = div; this.changed(); return wrap(this); }
    changed() {
      const { center, zoom } = this.props;
      if (center) this.div.dataset.center = center.lat + ',' + center.lng;
      if (zoom !== undefined) this.div.dataset.zoom = String(zoom);
    }
  };
  maps.Marker = class extends Base {
    constructor(opts) {
      super(opts);
      this.el = document.createElement('button');
      this.el.type = 'button';
      this.el.className = 'fake-marker';
      this.el.addEventListener('click', () => fire(this, 'click', {}));
      this.changed();
      return wrap(this);
    }
    changed() {
      const { title, icon, map } = this.props;
      this.el.setAttribute('aria-label', 'Marker ' + (title || ''));
      if (icon) { this.el.dataset.fill = icon.fillColor; this.el.dataset.stroke = icon.strokeColor; }
      if (map) map.div.append(this.el); else this.el.remove();
    }
  };
  maps.InfoWindow = class extends Base {
    constructor(opts) { super(opts); return wrap(this); }
    setContent(node) { this.props.content = node; }
    open(a, b) {
      const map = a && a.div ? a : (a && a.map) || b;
      this.close();
      this.box = document.createElement('div');
      this.box.className = 'fake-info-window';
      const close = document.createElement('button');
      close.type = 'button';
      close.setAttribute('aria-label', 'Close');
      close.textContent = 'x';
      close.addEventListener('click', () => { this.close(); fire(this, 'closeclick'); });
      this.box.append(close, this.props.content);
      map.div.append(this.box);
    }
    close() { if (this.box) this.box.remove(); }
  };
  maps.Size = class { constructor(width, height) { this.width = width; this.height = height; } };
  maps.Point = class { constructor(x, y) { this.x = x; this.y = y; } };
  maps.LatLng = class { constructor(lat, lng) { this.lat = () => lat; this.lng = () => lng; } };
  maps.SymbolPath = { CIRCLE: 0 };
  maps.version = 'test';
  maps.importLibrary = async () => maps;
  maps.__ib__();
})();`;

let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  app = await startApp({ env: { GOOGLE_MAPS_KEY: 'test-key' } });
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('collection map with a refused key on a %s', (label, viewport) => {
  it('loads the maps script only on the location step, shows the AuthFailure panel, and the list still works', async () => {
    expect((await getData(app.url)).gmkey).toBe('test-key');
    const page = await newPage(browser, { baseURL: app.url, viewport });
    try {
      const scriptUrls: string[] = [];
      await page.route(MAPS_SCRIPT, (route) => {
        scriptUrls.push(route.request().url());
        return route.fulfill({ status: 200, contentType: 'text/javascript', body: REFUSED_KEY_SCRIPT });
      });
      await openWizard(page);
      await chooseItems(page, { 'Small Suitcase': 1 });
      await next(page);
      expect(scriptUrls).toEqual([]);

      await page.getByLabel('City / Town').selectOption({ label: 'Bristol' });
      await visible(page.getByText('Error: AuthFailure'));
      await visible(page.getByText('a problem with its API key'));
      expect(scriptUrls).toHaveLength(1);
      expect(new URL(scriptUrls[0]).searchParams.get('key')).toBe('test-key');
      await screenshot(page, `booking-${label}-2-map-auth-failure`);

      await button(page, 'Select Bristol Temple Meads Station').click();
      await visible(button(page, 'Change Location?'));
      expect(await page.locator('main').innerText()).toContain('Station Approach, Bristol BS1 6QF');
      expect(pageProblems(page)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe('collection map with a working maps script', () => {
  it('centres on the city at zoom 10, a green marker with a white border per point, one popup at a time', async () => {
    const bristol = (await getData(app.url)).collection_cities.find((c) => c.city === 'Bristol');
    const page = await newPage(browser, { baseURL: app.url, viewport: DESKTOP });
    try {
      await page.route(MAPS_SCRIPT, (route) =>
        route.fulfill({ status: 200, contentType: 'text/javascript', body: WORKING_MAPS_SCRIPT }),
      );
      await openWizard(page);
      await chooseItems(page, { 'Small Suitcase': 1 });
      await next(page);
      await page.getByLabel('City / Town').selectOption({ label: 'Bristol' });

      const map = page.getByRole('region', { name: 'Map of collection points in Bristol' });
      await visible(map.locator('.fake-marker'));
      const canvas = map.locator('.map__canvas');
      expect(await canvas.getAttribute('data-center')).toBe(`${bristol?.lat},${bristol?.lng}`);
      expect(await canvas.getAttribute('data-zoom')).toBe('10');
      const markers = map.locator('.fake-marker');
      expect(await markers.count()).toBe(2);
      for (const marker of await markers.all()) {
        expect(await marker.getAttribute('data-fill')).toBe('#16a34a');
        expect(await marker.getAttribute('data-stroke')).toBe('#ffffff');
      }

      const popups = map.locator('.fake-info-window');
      await map.getByRole('button', { name: 'Marker Bristol Bus Station' }).click();
      await visible(popups.getByText('@ 09:00'));
      await map.getByRole('button', { name: 'Marker Bristol Temple Meads Station' }).click();
      await visible(popups.getByText('@ 10:00'));
      expect(await popups.count()).toBe(1);
      expect(await popups.innerText()).toContain('Bristol Temple Meads Station');
      await screenshot(page, 'booking-desktop-2-map-popup');

      await popups.getByRole('button', { name: 'Close' }).click();
      expect(await popups.count()).toBe(0);
      await map.getByRole('button', { name: 'Marker Bristol Bus Station' }).click();
      await popups.getByRole('button', { name: 'Select Bristol Bus Station' }).click();
      await visible(button(page, 'Change Location?'));
      expect(await page.locator('main').innerText()).toContain('Marlborough Street, Bristol BS1 3NU');
      expect(pageProblems(page)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
