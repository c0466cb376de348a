import { describe, expect, it } from 'vitest';
import { htmlToText, safeImageSrc, safeLinkHref, sanitizeHtml } from './sanitize-html';

/** Parses the sanitised output the way the page will, to inspect what would be live. */
function live(html: string): HTMLDivElement {
  const div = document.createElement('div');
  div.innerHTML = sanitizeHtml(html);
  return div;
}

function attributesOf(root: Element): string[] {
  return Array.from(root.querySelectorAll('*')).flatMap((el) =>
    Array.from(el.attributes).map((attr) => `${el.localName}[${attr.name}]`),
  );
}

describe('sanitizeHtml keeps the allowed formatting', () => {
  it('keeps paragraphs, emphasis, lists, headings, tables and rules', () => {
    const html =
      '<h2>Title</h2><p>Hello <strong>bold</strong> <em>it</em> <u>u</u> <s>s</s> <small>sm</small> ' +
      '<mark>m</mark> <span>sp</span><br>next</p><ul><li>one</li></ul><ol><li>two</li></ol>' +
      '<blockquote>q</blockquote><hr><table><thead><tr><th>h</th></tr></thead><tbody><tr><td>d</td></tr></tbody></table>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('keeps safe links and https images with their allowed attributes', () => {
    const out = live(
      '<a href="https://example.com/a?b=1" title="T" target="_blank">x</a>' +
        '<a href="mailto:help@example.com">m</a><a href="tel:+81312345678">t</a><a href="/faq/purchase">f</a>' +
        '<img src="https://cdn.example.com/p.jpg" alt="A photo" width="320" height="200">',
    );
    const links = Array.from(out.querySelectorAll('a'));
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      'https://example.com/a?b=1',
      'mailto:help@example.com',
      'tel:+81312345678',
      '/faq/purchase',
    ]);
    expect(links[0]?.getAttribute('target')).toBe('_blank');
    expect(links[0]?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(links[0]?.getAttribute('title')).toBe('T');
    expect(links[3]?.hasAttribute('rel')).toBe(false);
    const img = out.querySelector('img');
    expect(img?.getAttribute('src')).toBe('https://cdn.example.com/p.jpg');
    expect(img?.getAttribute('alt')).toBe('A photo');
    expect(img?.getAttribute('width')).toBe('320');
  });
});

describe('sanitizeHtml with hostile HTML', () => {
  it('drops script elements and their code', () => {
    const out = sanitizeHtml(
      '<p>a</p><script>alert(1)</script><SCRIPT src="https://evil.example/x.js"></SCRIPT>b',
    );
    expect(out).toBe('<p>a</p>b');
  });

  it('drops every on* handler, style and class attribute', () => {
    const out = live(
      '<p onclick="alert(1)" style="background:url(javascript:alert(1))" class="x" id="y">p</p>' +
        '<img src="https://example.com/i.png" onerror="alert(1)" onload="alert(2)">' +
        '<a href="https://example.com" onmouseover="alert(3)">a</a><span data-x="1" OnFocus="x">s</span>',
    );
    const attributes = attributesOf(out);
    expect(attributes.some((name) => /\[on/i.test(name))).toBe(false);
    expect(attributes.filter((name) => /style|class|id\]|data-/.test(name))).toEqual([]);
    expect(out.querySelector('p')?.textContent).toBe('p');
  });

  it('refuses javascript:, data: and vbscript: links, however they are disguised', () => {
    const hostile = [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      '&#106;avascript:alert(1)',
      '&#x6A;avascript&#x3A;alert(1)',
      '\u0001javascript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'vbscript:msgbox(1)',
      '//evil.example/x',
      '/\\evil.example/x',
    ];
    for (const href of hostile) {
      const out = live(`<a href="${href}">x</a>`);
      const link = out.querySelector('a');
      expect(link?.hasAttribute('href'), href).toBe(false);
      expect(link?.textContent).toBe('x');
    }
  });

  it('drops images that are not https, and the onerror trick with them', () => {
    for (const src of [
      'x',
      'http://example.com/i.png',
      'javascript:alert(1)',
      'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
      '/local.png',
    ]) {
      expect(sanitizeHtml(`<img src="${src}" onerror="alert(1)">`), src).toBe('');
    }
    expect(sanitizeHtml('<img src=x onerror=alert(1)//>')).toBe('');
  });

  it('drops svg and math with everything in them', () => {
    expect(
      sanitizeHtml('<svg onload="alert(1)"><a href="javascript:alert(3)"><text>t</text></a></svg>ok'),
    ).toBe('ok');
    const out = live(
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(4)></style></mglyph></table></mtext></math>' +
        '<svg><foreignObject><iframe src="javascript:alert(5)"></iframe></foreignObject></svg>' +
        '<svg><script>alert(2)</script></svg>',
    );
    expect(out.innerHTML).not.toMatch(/alert|<img|<iframe|<svg|<math|<style/i);
  });

  it('drops iframes, objects, embeds, forms and base/meta tags', () => {
    const out = sanitizeHtml(
      '<iframe src="https://evil.example" srcdoc="<script>alert(1)</script>">inner</iframe>' +
        '<object data="x.swf">o</object><embed src="x.swf"><form action="https://evil.example"><input name="p">' +
        '<button formaction="javascript:alert(1)">b</button></form><base href="https://evil.example/">' +
        '<meta http-equiv="refresh" content="0;url=javascript:alert(1)"><p>kept</p>',
    );
    expect(out).toBe('<p>kept</p>');
  });

  it('drops style elements, so no CSS can restyle or exfiltrate', () => {
    expect(sanitizeHtml('<style>body{display:none}</style><p>text</p>')).toBe('<p>text</p>');
    expect(sanitizeHtml('<p><style>@import url(https://evil.example/x.css)</style>t</p>')).toBe('<p>t</p>');
  });

  it('unwraps unknown elements but keeps their text, and drops comments', () => {
    expect(sanitizeHtml('<div><section>Hello <font color="red">world</font></section></div><!-- c -->')).toBe(
      'Hello world',
    );
  });

  it('escapes text so that it cannot turn into markup', () => {
    const out = sanitizeHtml('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
    expect(out).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
    expect(live('<p>&lt;img src=x onerror=alert(1)&gt;</p>').querySelector('img')).toBeNull();
  });

  it('does not let noscript or template smuggle markup past the parser', () => {
    expect(sanitizeHtml('<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>')).toBe('');
    expect(sanitizeHtml('<template><img src=x onerror=alert(1)></template>t')).toBe('t');
  });

  it('is stable: cleaning the result again changes nothing', () => {
    const html =
      '<p>a<a href="https://example.com" target="_blank">l</a></p><svg><p>x</p></svg><ul><li>i</li></ul>';
    const once = sanitizeHtml(html);
    expect(sanitizeHtml(once)).toBe(once);
  });
});

describe('URL checks', () => {
  it('normalises what it accepts', () => {
    expect(safeLinkHref('HTTPS://Example.com')).toBe('https://example.com/');
    expect(safeLinkHref('#top')).toBe('#top');
    expect(safeLinkHref('relative/path')).toBeNull();
    expect(safeImageSrc('https://example.com/a b.png')).toBe('https://example.com/a%20b.png');
  });
});

describe('htmlToText', () => {
  it('gives the readable text, words kept apart, without hostile content', () => {
    expect(
      htmlToText('<p>One</p><p>Two<br>Three</p><script>secret()</script><ul><li>a</li><li>b</li></ul>'),
    ).toBe('One Two Three a b');
  });
});
