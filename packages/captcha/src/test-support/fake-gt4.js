// A stand-in for the GeeTest v4 vendor script (gt4.js), for tests and stories only. It defines
// the same global, `initGeetest4(config, callback)`, and a captcha object with the vendor's
// method shape (chainable onReady / onSuccess / onError / onClose, showCaptcha, getValidate,
// reset, destroy). Behaviour is steered through `globalThis.__fakeGeetest`:
//   outcome: 'interactive' (a small pop-up with Verify / Fail / Close buttons, the default when
//            a document exists), 'success', 'error', 'close' or 'no-result' (decided at once)
//   readyMs: delay before onReady; errorCode: the code onError reports; calls: configs received.
(function install(root) {
  const control = (root.__fakeGeetest = root.__fakeGeetest || {});
  control.calls = control.calls || [];
  control.lots = control.lots || 0;

  root.initGeetest4 = function initGeetest4(config, callback) {
    control.calls.push(config);
    const handlers = { ready: [], success: [], error: [], close: [] };
    const emit = (name, value) => handlers[name].slice().forEach((handler) => handler(value));
    let validate = false;
    let popup;
    let destroyed = false;

    const removePopup = () => {
      if (popup) popup.remove();
      popup = undefined;
    };
    const succeed = () => {
      control.lots += 1;
      validate = {
        captcha_id: config.captchaId,
        lot_number: 'fake-lot-' + control.lots,
        captcha_output: 'fake-output-' + control.lots,
        pass_token: 'fake-pass-' + control.lots,
        gen_time: String(Math.floor(Date.now() / 1000)),
      };
      removePopup();
      emit('success');
    };
    const fail = () => {
      removePopup();
      emit('error', {
        code: control.errorCode || '60001',
        msg: 'fake vendor error',
        desc: { detail: 'steered by __fakeGeetest' },
      });
    };
    const close = () => {
      removePopup();
      emit('close');
    };

    const captcha = {
      onReady(handler) {
        handlers.ready.push(handler);
        return captcha;
      },
      onSuccess(handler) {
        handlers.success.push(handler);
        return captcha;
      },
      onError(handler) {
        handlers.error.push(handler);
        return captcha;
      },
      onClose(handler) {
        handlers.close.push(handler);
        return captcha;
      },
      onFail() {
        return captcha;
      },
      showCaptcha() {
        if (destroyed) return;
        const doc = root.document;
        const outcome = control.outcome || (doc ? 'interactive' : 'success');
        if (outcome === 'interactive' && doc) {
          popup = doc.createElement('div');
          popup.setAttribute('role', 'dialog');
          popup.setAttribute('aria-label', 'Fake GeeTest');
          popup.setAttribute('data-fake-geetest', config.riskType || 'default');
          const heading = doc.createElement('p');
          heading.textContent = 'Fake GeeTest (' + (config.riskType || 'default') + ')';
          popup.append(heading);
          [
            ['Verify', succeed],
            ['Fail', fail],
            ['Close', close],
          ].forEach(([label, action]) => {
            const button = doc.createElement('button');
            button.type = 'button';
            button.textContent = label;
            button.addEventListener('click', action);
            popup.append(button);
          });
          doc.body.append(popup);
          return;
        }
        setTimeout(() => {
          if (destroyed) return;
          if (outcome === 'error') fail();
          else if (outcome === 'close') close();
          else if (outcome === 'no-result') emit('success');
          else succeed();
        }, 0);
      },
      getValidate() {
        return validate;
      },
      reset() {
        validate = false;
      },
      destroy() {
        destroyed = true;
        removePopup();
      },
    };

    setTimeout(() => {
      callback(captcha);
      if (typeof config.captchaId !== 'string' || config.captchaId === '') {
        emit('error', { code: '60002', msg: 'captchaId missing', desc: {} });
        return;
      }
      setTimeout(() => {
        if (!destroyed) emit('ready');
      }, control.readyMs || 0);
    }, 0);
  };
})(globalThis);
