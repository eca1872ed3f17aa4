import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sanitizePostHtml } from '../../src/modules/content/sanitize';
import { loginAs } from '../helpers/auth';
import { build, type TestApp } from '../helpers/build';

/** Classic XSS vectors (OWASP filter-evasion cheat sheet and friends). */
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/xss.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="javascript:alert(1)">',
  '<IMG SRC=JaVaScRiPt:alert(1)>',
  '<img src=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<body onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<input onfocus=alert(1) autofocus>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror=alert(1)></video>',
  '<audio src=x onerror=alert(1)>',
  '<marquee onstart=alert(1)>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<p style="x:expression(alert(1))">x</p>',
  '<style>@import "javascript:alert(1)";</style>',
  '<link rel=stylesheet href="javascript:alert(1)">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>',
  '<td onmouseover=alert(1)>x</td>',
  '<p onclick="alert(1)">x</p>',
  '<<script>alert(1)//<</script>',
  '<scr<script>ipt>alert(1)</script>',
  '"><script>alert(1)</script>',
  '<img """><script>alert(1)</script>">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<a href="//evil.example">x</a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<template><script>alert(1)</script></template>',
  '<xmp><script>alert(1)</script></xmp>',
  '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">x</a>',
];

/** Anything that can run: a script element, an event handler, a script URL, or a dangerous element. */
const DANGER =
  /<\s*(script|iframe|object|embed|svg|math|style|link|meta|base|form|input|body|video|audio|details|marquee|template|xmp|noscript)\b|\son\w+\s*=|javascript:|vbscript:|data:|srcdoc|expression\(|href="\/\//i;

describe('post HTML sanitizer', () => {
  it.each(PAYLOADS)('removes everything that runs from %s', (payload) => {
    const out = sanitizePostHtml(payload);
    expect(out).not.toMatch(DANGER);
  });

  it('keeps what the editor produces', () => {
    const html =
      '<h2>Tiêu đề</h2><p>Đoạn <strong>đậm</strong> <em>nghiêng</em> <a href="https://acf.vn" target="_blank">link</a></p>' +
      '<ul><li>Một</li></ul><img src="/uploads/2026/01/a.png" alt="ảnh" /><table><tbody><tr><td>1</td></tr></tbody></table>';
    const out = sanitizePostHtml(html);
    expect(out).toContain('<h2>Tiêu đề</h2>');
    expect(out).toContain('<strong>đậm</strong>');
    expect(out).toContain('<a href="https://acf.vn" target="_blank" rel="noopener noreferrer">link</a>');
    expect(out).toContain('<img src="/uploads/2026/01/a.png" alt="ảnh" />');
    expect(out).toContain('<td>1</td>');
  });
});

describe('post HTML is sanitized on write, through the API', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await build();
  });
  afterAll(async () => {
    await app.close();
  });

  it('stores none of the XSS payloads in either language', async () => {
    const editor = (await loginAs(app, 'CONTENT_EDITOR')).headers;
    const categoryId = (await app.inject({ method: 'GET', url: '/api/v1/posts/category' })).json().results[0]
      .id;
    const all = PAYLOADS.join('\n');
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/posts',
      headers: editor,
      payload: { categoryId, titleVi: 'XSS', titleEn: 'XSS', contentVi: all, contentEn: all },
    });
    expect(res.statusCode).toBe(201);
    const stored = (await app.inject({ method: 'GET', url: `/api/v1/posts/${res.json().id}` })).json();
    expect(stored.contentVi).not.toMatch(DANGER);
    expect(stored.contentEn).not.toMatch(DANGER);
    const home = await app.inject({
      method: 'POST',
      url: '/api/v1/homepage',
      headers: editor,
      payload: { type: 'BODY', titleVi: 'x', titleEn: 'x', contentVi: all, contentEn: all },
    });
    expect(home.statusCode).toBe(201);
    expect(home.json().contentVi).not.toMatch(DANGER);
  });
});
