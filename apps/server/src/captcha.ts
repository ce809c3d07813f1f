import { postForm } from './line-id-token';

/*
 * A captcha through an adapter (issue 33: public forms; issue 35's login may reuse it): Cloudflare
 * Turnstile or hCaptcha, both of which check a widget's answer with a form POST of `secret`,
 * `response` and `remoteip` to a siteverify URL and answer `{ success: boolean }`. Off by default
 * and in the sandbox: nothing is asked and nothing is sent.
 */

export const CAPTCHA_PROVIDERS = ['off', 'turnstile', 'hcaptcha'] as const;
export type CaptchaProvider = (typeof CAPTCHA_PROVIDERS)[number];

/** The siteverify endpoint of each provider, when CAPTCHA_VERIFY_URL does not name another. */
export const CAPTCHA_VERIFY_URLS: Readonly<Record<Exclude<CaptchaProvider, 'off'>, string>> = {
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
  hcaptcha: 'https://api.hcaptcha.com/siteverify',
};

export interface CaptchaConfig {
  provider: CaptchaProvider;
  /** The widget's public key the page draws it with (CAPTCHA_SITE_KEY). */
  siteKey: string | null;
  /** The server's key for siteverify (CAPTCHA_SECRET_KEY). */
  secret: string | null;
  /** Where answers are checked (CAPTCHA_VERIFY_URL; the provider's own by default). */
  verifyUrl: string | null;
}

export const CAPTCHA_OFF: CaptchaConfig = { provider: 'off', siteKey: null, secret: null, verifyUrl: null };

/** Whether a form must carry a captcha answer under this configuration. */
export const captchaRequired = (config: CaptchaConfig | undefined): boolean =>
  (config?.provider ?? 'off') !== 'off';

/**
 * Checks a widget's answer with the provider. True when the captcha is off; false for a missing
 * answer, a refusal, or a provider that cannot be reached (a form is not let through unchecked).
 */
export async function verifyCaptcha(
  config: CaptchaConfig | undefined,
  token: string | null,
  remoteIp: string | undefined,
): Promise<boolean> {
  if (!config || config.provider === 'off') return true;
  if (!token) return false;
  const url = config.verifyUrl ?? CAPTCHA_VERIFY_URLS[config.provider];
  try {
    const answer = await postForm(url, {
      secret: config.secret ?? '',
      response: token,
      ...(remoteIp ? { remoteip: remoteIp } : {}),
    });
    return answer.status === 200 && (answer.body as { success?: unknown } | null)?.success === true;
  } catch {
    return false;
  }
}
