/*
 * The captcha the server asks for (issue 33): Turnstile or hCaptcha, by the page's data attributes.
 * The provider's widget script loads only on a page that names a provider and a site key.
 */

export type CaptchaProvider = 'turnstile' | 'hcaptcha';

interface Widget {
  render: (container: HTMLElement, options: { sitekey: string; callback: (token: string) => void }) => string;
  reset: (id?: string) => void;
}

declare global {
  interface Window {
    turnstile?: Widget;
    hcaptcha?: Widget;
  }
}

const SCRIPTS: Record<CaptchaProvider, string> = {
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
  hcaptcha: 'https://js.hcaptcha.com/1/api.js?render=explicit',
};

export interface Captcha {
  /** The widget's last token, or null before the person has passed it. */
  token: () => string | null;
  /** A token is good once: after a refused answer the widget asks again. */
  reset: () => void;
}

export function mountCaptcha(provider: CaptchaProvider, siteKey: string, container: HTMLElement): Captcha {
  let token: string | null = null;
  let widget: { api: Widget; id: string } | null = null;
  const script = document.createElement('script');
  script.src = SCRIPTS[provider];
  script.async = true;
  script.addEventListener('load', () => {
    const api = window[provider];
    if (!api) return;
    widget = { api, id: api.render(container, { sitekey: siteKey, callback: (value) => (token = value) }) };
  });
  document.head.append(script);
  return {
    token: () => token,
    reset: () => {
      token = null;
      widget?.api.reset(widget.id);
    },
  };
}
