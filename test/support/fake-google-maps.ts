// Stand-ins for Google's Maps JavaScript API, served by page.route in place of its script (browser tests run offline).
export const MAPS_SCRIPT = 'https://maps.googleapis.com/maps/api/js**';
export const REFUSED_KEY_SCRIPT = 'window.gm_authFailure && window.gm_authFailure();';

/** An address Places Autocomplete suggests, as Google answers it for the fields the form asks (address_components, geometry). */
export interface FakePlace {
  /** The suggestion's text, and what Google puts in the input once it is chosen. */
  description: string;
  components: { long_name: string; types: string[] }[];
  lat: number;
  lng: number;
}

export const ROYAL_YORK_CRESCENT: FakePlace = {
  description: '12 Royal York Crescent, Bristol BS8 4JZ, UK',
  components: [
    { long_name: '12', types: ['street_number'] },
    { long_name: 'Royal York Crescent', types: ['route'] },
    { long_name: 'Clifton', types: ['neighborhood', 'political'] },
    { long_name: 'Bristol', types: ['postal_town'] },
    { long_name: 'BS8 4JZ', types: ['postal_code'] },
    { long_name: 'United Kingdom', types: ['country', 'political'] },
  ],
  lat: 51.4536,
  lng: -2.6198,
};

const FAKE_PLACES: FakePlace[] = [ROYAL_YORK_CRESCENT];

// Map, Marker and InfoWindow drawn as plain DOM (markers are buttons, the popup a box with a Close button), with
// google.maps.event listeners, finishing the way Google's loader expects: google.maps.__ib__() then importLibrary.
// places.Autocomplete lists the places whose text starts with what is typed (3 characters or more) as buttons under
// the input; choosing one puts its text in the input and fires place_changed, as Google's widget does. Like Google's, it
// turns the input's autocomplete off once attached: a test waits for that before typing.
export const WORKING_MAPS_SCRIPT = `(() => {
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
  const places = ${JSON.stringify(FAKE_PLACES)};
  maps.places = {
    Autocomplete: class {
      constructor(input, opts) {
        this.input = input;
        this.opts = opts || {};
        this.list = document.createElement('div');
        this.list.className = 'fake-pac-container';
        input.after(this.list);
        // As Google's widget does: the browser's own suggestions would cover its list.
        input.setAttribute('autocomplete', 'off');
        input.addEventListener('input', () => this.suggest());
      }
      suggest() {
        const typed = this.input.value.trim().toLowerCase();
        const found = typed.length < 3 ? [] : places.filter((place) => place.description.toLowerCase().startsWith(typed));
        this.list.replaceChildren(...found.map((place) => {
          const option = document.createElement('button');
          option.type = 'button';
          option.textContent = place.description;
          option.addEventListener('click', () => this.choose(place));
          return option;
        }));
      }
      choose(place) {
        this.list.replaceChildren();
        this.input.value = place.description;
        this.place = {
          address_components: place.components.map((c) => ({ ...c, short_name: c.long_name })),
          geometry: { location: new maps.LatLng(place.lat, place.lng) },
        };
        fire(this, 'place_changed');
      }
      addListener(name, fn) { return maps.event.addListener(this, name, fn); }
      getPlace() { return this.place || { name: this.input.value }; }
    },
  };
  maps.version = 'test';
  maps.importLibrary = async () => maps;
  maps.__ib__();
})();`;
