/**
 * A published form as the server draws it (apps/server/src/pages/public/render.ts, whose tests pin
 * the same attributes): the markup the script reads.
 */
export function formPage(options: { liffId?: string; captcha?: boolean; file?: boolean } = {}): void {
  if (options.liffId) document.body.dataset.liffId = options.liffId;
  else delete document.body.dataset.liffId;
  document.body.innerHTML = `<main>
<form data-pageform data-code="abcdefghijkl" data-form="form" data-thanks="ありがとうございました。" novalidate${
    options.captcha ? ' data-captcha="turnstile" data-captcha-site-key="key-1"' : ''
  }>
<div class="field" data-field="name" data-type="text" data-required data-max="10"><label for="f-name">お名前<span class="req">必須</span></label><input type="text" id="f-name" name="name" required aria-describedby="e-name" maxlength="10"><p class="err" id="e-name"></p></div>
<div class="field" data-field="mail" data-type="email"><label for="f-mail">メール</label><input type="email" id="f-mail" name="mail" aria-describedby="e-mail"><p class="err" id="e-mail"></p></div>
<fieldset class="field" data-field="menu" data-type="checkbox" data-required aria-describedby="e-menu"><legend>メニュー</legend><label class="opt"><input type="checkbox" id="f-menu-0" name="menu" value="カット">カット</label><label class="opt"><input type="checkbox" id="f-menu-1" name="menu" value="カラー">カラー</label><p class="err" id="e-menu"></p></fieldset>
${
  options.file
    ? '<div class="field" data-field="photo" data-type="file"><label for="f-photo">写真</label><input type="file" id="f-photo" name="photo" aria-describedby="e-photo"><p class="err" id="e-photo"></p></div>'
    : ''
}
<div class="err" id="e-captcha_token" role="alert"></div><p class="err" id="form-status" role="alert"></p><button type="submit" class="btn btn-primary" disabled>送信する</button></form>
</main>`;
}
