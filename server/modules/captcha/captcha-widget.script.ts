import { CAPTCHA_TOKEN_TTL_MS } from './captcha.constants.js';

/**
 * The provider script served as `GET /__captcha/api.js`: the API of the common checkbox captcha
 * (`window.grecaptcha` with `ready`, `render`, `reset`, `getResponse`; `?onload=<fn>` is called
 * once the API exists, `?hl=` picks the widget's language). Only explicit rendering is offered.
 *
 * The widget is a real checkbox labelled "I'm not a robot". Ticking it asks the stand-in for a
 * token (`POST /__captcha/token`, next to the script), hands it to `callback`, and after the
 * token's lifetime unticks itself and calls `expired-callback`. A refused site key or an
 * unreachable stand-in unticks it with a message and calls `error-callback`.
 *
 * Plain ES2017 for any browser, written without template literals so it can live in this string.
 */
export const CAPTCHA_API_SCRIPT = String.raw`(function () {
  'use strict';
  var w = window;
  var doc = document;
  var DEFAULT_TTL_MS = ${String(CAPTCHA_TOKEN_TTL_MS)};
  var current = doc.currentScript;
  var src = new URL(current && current.src ? current.src : '/__captcha/api.js', w.location.href);
  var query = src.searchParams;
  var TOKEN_URL = new URL('token', src).toString();

  var TEXTS = {
    en: {
      label: "I'm not a robot",
      verifying: 'Verifying…',
      expired: 'Verification expired. Check the checkbox again.',
      failed: 'Could not reach the captcha service. Check the checkbox again.',
      invalidKey: 'ERROR for site owner: Invalid site key',
      brand: 'Local captcha'
    },
    es: {
      label: 'No soy un robot',
      verifying: 'Verificando…',
      expired: 'La verificación ha caducado. Vuelve a marcar la casilla.',
      failed: 'No se pudo contactar con el servicio de captcha. Vuelve a marcar la casilla.',
      invalidKey: 'ERROR para el propietario del sitio: clave de sitio no válida',
      brand: 'Captcha local'
    },
    nl: {
      label: 'Ik ben geen robot',
      verifying: 'Bezig met verifiëren…',
      expired: 'Verificatie verlopen. Vink het selectievakje opnieuw aan.',
      failed: 'De captchadienst is niet bereikbaar. Vink het selectievakje opnieuw aan.',
      invalidKey: 'FOUT voor site-eigenaar: ongeldige sitesleutel',
      brand: 'Lokale captcha'
    },
    fr: {
      label: 'Je ne suis pas un robot',
      verifying: 'Vérification…',
      expired: 'La validation a expiré. Cochez à nouveau la case.',
      failed: 'Le service de captcha est injoignable. Cochez à nouveau la case.',
      invalidKey: 'ERREUR pour le propriétaire du site : clé de site non valide',
      brand: 'Captcha local'
    },
    de: {
      label: 'Ich bin kein Roboter',
      verifying: 'Wird bestätigt…',
      expired: 'Bestätigung abgelaufen. Klicke das Kästchen erneut an.',
      failed: 'Der Captcha-Dienst ist nicht erreichbar. Klicke das Kästchen erneut an.',
      invalidKey: 'FEHLER für Websiteinhaber: Ungültiger Websiteschlüssel',
      brand: 'Lokales Captcha'
    }
  };

  function pickLanguage(tag) {
    var lang = String(tag || '').toLowerCase().split('-')[0];
    return Object.prototype.hasOwnProperty.call(TEXTS, lang) ? lang : 'en';
  }

  var CSS =
    '.sc-captcha{box-sizing:border-box;display:inline-flex;align-items:center;gap:12px;min-width:304px;max-width:100%;' +
    'min-height:78px;padding:12px 14px;border:1px solid #d3d3d3;border-radius:3px;background:#f9f9f9;color:#222;' +
    'font:14px/1.4 Arial,Helvetica,sans-serif;box-shadow:0 0 4px 1px rgba(0,0,0,.08);text-align:left;' +
    'color-scheme:light}' +
    '.sc-captcha--dark{background:#222;border-color:#4a4a4a;color:#fff;color-scheme:dark}' +
    '.sc-captcha__box{flex:none;width:24px;height:24px;margin:0;accent-color:#1a7f37;cursor:pointer}' +
    '.sc-captcha__box[aria-busy="true"]{cursor:progress}' +
    '.sc-captcha__text{display:flex;flex-direction:column;gap:2px;flex:1;min-width:0}' +
    '.sc-captcha__label{cursor:pointer}' +
    '.sc-captcha__status{margin:0;font-size:12px;color:#555}' +
    '.sc-captcha__status:empty{display:none}' +
    '.sc-captcha__status--error{color:#b00020}' +
    '.sc-captcha--dark .sc-captcha__status{color:#ccc}' +
    '.sc-captcha--dark .sc-captcha__status--error{color:#ff8a80}' +
    '.sc-captcha__brand{flex:none;font-size:10px;color:#555}' +
    '.sc-captcha--dark .sc-captcha__brand{color:#ccc}';

  function ensureStyle() {
    if (doc.getElementById('sc-captcha-style')) return;
    var style = doc.createElement('style');
    style.id = 'sc-captcha-style';
    style.textContent = CSS;
    (doc.head || doc.documentElement).appendChild(style);
  }

  function resolveCallback(fn) {
    if (typeof fn === 'function') return fn;
    if (typeof fn === 'string' && typeof w[fn] === 'function') return w[fn];
    return null;
  }

  function call(fn, arg) {
    var target = resolveCallback(fn);
    if (!target) return;
    try {
      target(arg);
    } catch (error) {
      setTimeout(function () {
        throw error;
      }, 0);
    }
  }

  function callOnload() {
    var name = query.get('onload');
    if (name && typeof w[name] === 'function') w[name]();
  }

  // A second copy of the script keeps the first one's widgets.
  if (w.grecaptcha && w.grecaptcha.statecast === true) {
    callOnload();
    return;
  }

  var text = TEXTS[pickLanguage(query.get('hl') || (w.navigator && w.navigator.language))];
  var widgets = [];
  var counter = 0;

  function find(id) {
    return widgets[id === undefined || id === null ? 0 : Number(id)] || null;
  }

  function setStatus(widget, message, isError) {
    widget.status.textContent = message;
    widget.status.className = 'sc-captcha__status' + (isError ? ' sc-captcha__status--error' : '');
  }

  function setBusy(widget, busy) {
    widget.pending = busy;
    if (busy) widget.box.setAttribute('aria-busy', 'true');
    else widget.box.removeAttribute('aria-busy');
  }

  function clearToken(widget) {
    if (widget.timer !== null) clearTimeout(widget.timer);
    widget.timer = null;
    widget.token = '';
    widget.response.value = '';
    widget.box.checked = false;
  }

  function expire(widget) {
    widget.timer = null;
    clearToken(widget);
    // A widget whose page moved on has nobody left to tell.
    if (!widget.root.isConnected) return;
    setStatus(widget, text.expired, true);
    call(widget.params['expired-callback']);
  }

  function fail(widget, message) {
    clearToken(widget);
    setStatus(widget, message, true);
    call(widget.params['error-callback']);
  }

  function solve(widget, token, ttl) {
    widget.token = token;
    widget.response.value = token;
    widget.box.checked = true;
    setStatus(widget, '', false);
    widget.timer = setTimeout(function () {
      expire(widget);
    }, ttl);
    call(widget.params.callback, token);
  }

  function requestToken(widget) {
    widget.round += 1;
    var round = widget.round;
    setBusy(widget, true);
    setStatus(widget, text.verifying, false);
    fetch(TOKEN_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sitekey: widget.sitekey })
    })
      .then(function (res) {
        return res
          .json()
          .catch(function () {
            return {};
          })
          .then(function (body) {
            return { ok: res.ok, body: body || {} };
          });
      })
      .then(
        function (answer) {
          if (round !== widget.round) return;
          setBusy(widget, false);
          if (!answer.ok || typeof answer.body.token !== 'string') {
            fail(widget, answer.body.error === 'invalid-site-key' ? text.invalidKey : text.failed);
            return;
          }
          var ttl = Number(answer.body.expiresInMs);
          solve(widget, answer.body.token, ttl > 0 ? ttl : DEFAULT_TTL_MS);
        },
        function () {
          if (round !== widget.round) return;
          setBusy(widget, false);
          fail(widget, text.failed);
        }
      );
  }

  function onClick(widget, event) {
    // A ticked or busy box stays ticked: only expiry or reset unticks it.
    if (widget.pending || widget.token) {
      event.preventDefault();
      return;
    }
    requestToken(widget);
  }

  function render(container, params) {
    var el = typeof container === 'string' ? doc.getElementById(container) : container;
    if (!el || el.nodeType !== 1) throw new Error('grecaptcha.render: the container element is missing');
    if (el.hasAttribute('data-sc-captcha-widget'))
      throw new Error('grecaptcha.render: a captcha is already rendered in this element');
    var options = params || {};
    var sitekey = options.sitekey || el.getAttribute('data-sitekey');
    if (!sitekey) throw new Error('grecaptcha.render: missing required parameter sitekey');
    ensureStyle();

    var id = widgets.length;
    counter += 1;
    var prefix = 'sc-captcha-' + id + '-' + counter;
    var root = doc.createElement('div');
    root.className = 'sc-captcha' + (options.theme === 'dark' ? ' sc-captcha--dark' : '');
    var box = doc.createElement('input');
    box.type = 'checkbox';
    box.id = prefix + '-box';
    box.className = 'sc-captcha__box';
    box.setAttribute('aria-describedby', prefix + '-status');
    var textCol = doc.createElement('div');
    textCol.className = 'sc-captcha__text';
    var label = doc.createElement('label');
    label.className = 'sc-captcha__label';
    label.htmlFor = box.id;
    label.textContent = text.label;
    var status = doc.createElement('p');
    status.id = prefix + '-status';
    status.className = 'sc-captcha__status';
    status.setAttribute('role', 'status');
    var brand = doc.createElement('span');
    brand.className = 'sc-captcha__brand';
    brand.textContent = text.brand;
    var response = doc.createElement('textarea');
    response.name = 'g-recaptcha-response';
    response.hidden = true;
    response.tabIndex = -1;
    textCol.appendChild(label);
    textCol.appendChild(status);
    root.appendChild(box);
    root.appendChild(textCol);
    root.appendChild(brand);
    root.appendChild(response);
    el.appendChild(root);
    el.setAttribute('data-sc-captcha-widget', String(id));

    var widget = {
      root: root,
      box: box,
      status: status,
      response: response,
      sitekey: String(sitekey),
      params: options,
      token: '',
      pending: false,
      timer: null,
      round: 0
    };
    widgets.push(widget);
    box.addEventListener('click', function (event) {
      onClick(widget, event);
    });
    return id;
  }

  function reset(id) {
    var widget = find(id);
    if (!widget) return;
    widget.round += 1;
    setBusy(widget, false);
    clearToken(widget);
    setStatus(widget, '', false);
  }

  function getResponse(id) {
    var widget = find(id);
    return widget ? widget.token : '';
  }

  function ready(cb) {
    Promise.resolve().then(function () {
      call(cb);
    });
  }

  w.grecaptcha = { statecast: true, ready: ready, render: render, reset: reset, getResponse: getResponse };
  callOnload();
})();
`;
