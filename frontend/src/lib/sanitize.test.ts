import { htmlTextLength, htmlToPreviewText, htmlToText, safeColorStyle, sanitizeHtml } from './sanitize';
import plainText from './plainTextCases.json';

const PNG_1PX =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

describe('sanitizeHtml', () => {
  it('returns an empty string for empty input', () => {
    expect(sanitizeHtml('')).toBe('');
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml(undefined)).toBe('');
  });

  it('removes <script> elements and their content', () => {
    const out = sanitizeHtml('<p>Hello</p><script>alert(1)</script><p>World</p>');
    expect(out).toBe('<p>Hello</p><p>World</p>');
    expect(out).not.toContain('alert');
  });

  it('removes event handler attributes such as onerror', () => {
    const out = sanitizeHtml('<img src="https://x.test/a.png" onerror="alert(1)"><p onclick="x()">Hi</p>');
    expect(out).not.toMatch(/onerror|onclick|alert/);
    expect(out).toContain('<img src="https://x.test/a.png">');
    expect(out).toContain('<p>Hi</p>');
  });

  it('drops javascript: links but keeps the text', () => {
    const out = sanitizeHtml('<p><a href="javascript:alert(1)">click</a> <a href=" JaVaScRiPt:alert(2)">two</a></p>');
    expect(out).not.toMatch(/javascript/i);
    expect(out).toContain('click');
    expect(out).toContain('two');
  });

  it('drops data: and relative links, keeps http(s), mailto and www. (with a scheme added)', () => {
    const out = sanitizeHtml(
      '<a href="data:text/html,hi">a</a><a href="/admin">b</a><a href="https://ok.test/x">c</a>' +
        '<a href="mailto:me@ok.test">d</a><a href="www.ok.test">e</a>',
    );
    expect(out).not.toContain('data:text');
    expect(out).not.toContain('href="/admin"');
    expect(out).toContain('href="https://ok.test/x"');
    expect(out).toContain('href="mailto:me@ok.test"');
    expect(out).toContain('href="https://www.ok.test"');
  });

  it('forces links into a new tab without opener', () => {
    const out = sanitizeHtml('<a href="https://ok.test" target="_self" rel="opener">x</a>');
    expect(out).toBe('<a href="https://ok.test" target="_blank" rel="noopener noreferrer nofollow">x</a>');
  });

  it('keeps the formatting the editor produces', () => {
    const html =
      '<h1>One</h1><h2>Two</h2><h3>Three</h3>' +
      '<p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s> <code>c</code> <span style="color: #e03131">red</span><br>line</p>' +
      '<pre><code>const a = 1;</code></pre><blockquote><p>quote</p></blockquote><hr>' +
      '<ul><li><p>one</p></li></ul><ol start="3"><li><p>three</p></li></ol>' +
      '<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://ok.test">link</a></p>' +
      `<img src="${PNG_1PX}" alt="pic" width="320" height="200">`;
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('removes tags outside the allow-list but keeps their text', () => {
    const out = sanitizeHtml('<div><h4>Small</h4><table><tr><td>cell</td></tr></table><iframe src="https://x"></iframe></div>');
    expect(out).not.toMatch(/<(div|h4|table|td|iframe)/);
    expect(out).toContain('Small');
    expect(out).toContain('cell');
  });

  it('keeps only a colour in style attributes, and only on span', () => {
    expect(sanitizeHtml('<span style="color: rgb(224, 49, 49)">x</span>')).toBe('<span style="color: rgb(224, 49, 49)">x</span>');
    expect(sanitizeHtml('<span style="color: red; background: url(javascript:alert(1))">x</span>')).toBe('<span>x</span>');
    expect(sanitizeHtml('<span style="position: fixed">x</span>')).toBe('<span>x</span>');
    expect(sanitizeHtml('<p style="color: red">x</p>')).toBe('<p>x</p>');
  });

  it('drops class, id and data attributes', () => {
    expect(sanitizeHtml('<p class="a" id="b" data-x="1">x</p>')).toBe('<p>x</p>');
  });

  it('keeps raster base64 images and removes SVG or non-image data URIs', () => {
    expect(sanitizeHtml(`<img src="${PNG_1PX}">`)).toBe(`<img src="${PNG_1PX}">`);
    expect(sanitizeHtml('<img src="data:image/svg+xml;base64,PHN2Zy8+">')).toBe('');
    expect(sanitizeHtml('<img src="data:text/html;base64,PHN2Zy8+">')).toBe('');
    expect(sanitizeHtml('<img src="javascript:alert(1)">')).toBe('');
    expect(sanitizeHtml('<img src="blob:https://x/1">')).toBe('');
  });

  it('drops non-numeric sizes', () => {
    expect(sanitizeHtml('<img src="https://x.test/a.png" width="100%" height="50">')).toBe('<img src="https://x.test/a.png" height="50">');
  });
});

describe('safeColorStyle', () => {
  it('accepts hex, rgb and named colours only', () => {
    expect(safeColorStyle('color: #fff')).toBe('color: #fff');
    expect(safeColorStyle('color:rgb(1,2,3);')).toBe('color: rgb(1,2,3)');
    expect(safeColorStyle('color: red')).toBe('color: red');
    expect(safeColorStyle('color: expression(alert(1))')).toBeNull();
    expect(safeColorStyle('font-size: 40px')).toBeNull();
  });
});

describe('htmlTextLength and htmlToText', () => {
  it('counts the trimmed visible text', () => {
    expect(htmlTextLength('')).toBe(0);
    expect(htmlTextLength('<p></p>')).toBe(0);
    expect(htmlTextLength('<p>   </p>')).toBe(0);
    expect(htmlTextLength('<p>  Hello  </p>')).toBe(5);
    expect(htmlTextLength('<p><strong>Hello</strong> <em>world</em></p>')).toBe(11);
  });

  it('decodes entities and collapses whitespace like the server', () => {
    expect(htmlToText('<p>a &amp; b&nbsp;&nbsp; c</p>')).toBe('a & b c');
    expect(htmlTextLength('<p>a &amp; b</p>')).toBe(5);
  });

  it('does not count script or style content', () => {
    expect(htmlTextLength('<p>ok</p><script>var x = 1;</script><style>p{}</style>')).toBe(2);
  });

  // The server's rich_text_plain passes the same cases (apps/core/tests/test_sanitize.py): the
  // 150-character rule counts the same text on both sides (issue 22).
  it.each(plainText.cases as [string, string][])('counts the text the server counts: %j', (html, text) => {
    expect(htmlToText(html)).toBe(text);
    expect(htmlTextLength(html)).toBe(text.length);
  });

  it('puts a space between paragraphs, so a description is counted as it reads', () => {
    expect(htmlToText('<p>Fast connectivity.</p><p>Clients stay.</p>')).toBe('Fast connectivity. Clients stay.');
    expect(htmlTextLength(`<p>${'x'.repeat(75)}</p><p>${'y'.repeat(74)}</p>`)).toBe(150);
  });

  it('tells whether 150 characters are reached', () => {
    const text = 'x'.repeat(150);
    expect(htmlTextLength(`<p>  ${text}  </p>`)).toBe(150);
    expect(htmlTextLength(`<p>${'x'.repeat(149)}</p><p> </p>`)).toBe(149);
  });

  it('htmlToPreviewText separates blocks and passes plain text through', () => {
    expect(htmlToPreviewText('<p>One</p><p>Two<br>Three</p>')).toBe('One Two Three');
    expect(htmlToPreviewText('Plain   text')).toBe('Plain text');
    expect(htmlToPreviewText(null)).toBe('');
  });
});
