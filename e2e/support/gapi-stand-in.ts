/**
 * A stand-in for https://apis.google.com/js/api.js, the one part of Google sign-in that cannot
 * run on these offline machines.
 *
 * firebase/auth's popup flow, and the Auth emulator's own helper iframe
 * (`/emulator/auth/iframe`), both load Google's `gapi.iframes` library to talk across the
 * app page ↔ hidden iframe boundary. Everything else — the app's sign-in code, the SDK, the
 * emulator's popup where a test Google account is picked, the sign-in with the emulator — is
 * real. This script implements only the calls those two pages make (`gapi.load`,
 * `getContext().open / getParentIframe`, `register`, `send`, `ping`, `restyle`) over plain
 * `postMessage`, and is served by Playwright in place of Google's script (see
 * `serveGoogleStandIns`). It is test code: the product never ships it.
 */
import type { BrowserContext } from 'playwright-core';

const GAPI_STAND_IN = String.raw`(function () {
  if (window.gapi && window.gapi.iframes) return;
  var MARK = '__gapiStandIn';
  var FILTER = 'CROSS_ORIGIN_IFRAMES_FILTER';
  var channels = [];
  var nextId = 1;

  // One end of a conversation with another window: handlers by message type, requests that
  // arrive before their handler is registered wait for it, answers go to the sender's callback.
  function Channel(target) {
    this.target = function () { return typeof target === 'function' ? target() : target; };
    this.handlers = {};
    this.waiting = {};
    this.callbacks = {};
    channels.push(this);
  }
  Channel.prototype.post = function (message) {
    message[MARK] = true;
    var win = this.target();
    if (win) win.postMessage(message, '*');
  };
  Channel.prototype.register = function (type, handler) {
    this.handlers[type] = handler;
    var queued = this.waiting[type] || [];
    delete this.waiting[type];
    for (var i = 0; i < queued.length; i++) this.answer(queued[i]);
  };
  Channel.prototype.send = function (type, data, callback) {
    var id = nextId++;
    if (callback) this.callbacks[id] = callback;
    this.post({ kind: 'request', type: type, id: id, data: data });
  };
  Channel.prototype.ping = function (callback) {
    var self = this;
    return new Promise(function (resolve) {
      self.send('__ping', null, function () {
        if (callback) callback();
        resolve();
      });
    });
  };
  Channel.prototype.restyle = function () { return Promise.resolve(); };
  Channel.prototype.answer = function (request) {
    var handler = this.handlers[request.type];
    if (request.type === '__ping') {
      this.post({ kind: 'response', id: request.id, result: [true] });
      return;
    }
    if (!handler) {
      (this.waiting[request.type] = this.waiting[request.type] || []).push(request);
      return;
    }
    var self = this;
    Promise.resolve()
      .then(function () { return handler(request.data); })
      .then(function (result) { self.post({ kind: 'response', id: request.id, result: [result] }); });
  };
  Channel.prototype.receive = function (message) {
    if (message.kind === 'request') return this.answer(message);
    var callback = this.callbacks[message.id];
    delete this.callbacks[message.id];
    // The SDK's webStorageSupport callback throws after reading its answer, as Google's
    // library tolerates; so does this one.
    if (callback) { try { callback(message.result); } catch (e) {} }
  };

  window.addEventListener('message', function (event) {
    var message = event.data;
    if (!message || typeof message !== 'object' || !message[MARK]) return;
    for (var i = 0; i < channels.length; i++) {
      if (channels[i].target() === event.source) channels[i].receive(message);
    }
  });

  var parentChannel = null;
  var context = {
    open: function (options, onOpen) {
      var frame = document.createElement('iframe');
      var attributes = options.attributes || {};
      Object.keys(attributes).forEach(function (name) {
        if (name === 'style') Object.assign(frame.style, attributes.style);
        else frame.setAttribute(name, attributes[name]);
      });
      var channel = new Channel(function () { return frame.contentWindow; });
      frame.src = options.url;
      options.where.appendChild(frame);
      return new Promise(function (resolve) {
        frame.addEventListener('load', function () { resolve(onOpen ? onOpen(channel) : channel); }, { once: true });
      });
    },
    getParentIframe: function () {
      parentChannel = parentChannel || new Channel(window.parent);
      return parentChannel;
    },
  };
  // The parent pings before the helper page has asked for its parent channel: answer anyway.
  if (window.parent !== window) context.getParentIframe();

  window.gapi = {
    load: function (name, options) {
      setTimeout(function () { if (options && options.callback) options.callback(); }, 0);
    },
    iframes: { CROSS_ORIGIN_IFRAMES_FILTER: FILTER, Iframe: function () {}, getContext: function () { return context; } },
  };

  var script = document.currentScript;
  var onload = script && script.src ? new URL(script.src).searchParams.get('onload') : null;
  setTimeout(function () {
    if (onload && typeof window[onload] === 'function') window[onload]();
    else if (typeof window.gapi_onload === 'function') window.gapi_onload();
  }, 0);
})();`;

/**
 * Serves the stand-in wherever a page, popup or iframe of this context asks for Google's script,
 * and refuses at once the CDN styles the emulator's account chooser links (it works without them)
 * instead of letting Chromium wait on hosts it cannot reach.
 */
export async function serveGoogleStandIns(context: BrowserContext): Promise<void> {
  await context.route('https://apis.google.com/js/api.js*', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: GAPI_STAND_IN }),
  );
  await context.route(/^https:\/\/(unpkg\.com|fonts\.googleapis\.com)\//, (route) => route.abort());
}
