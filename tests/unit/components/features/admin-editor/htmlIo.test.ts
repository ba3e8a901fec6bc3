// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { sanitizeRichHtml } from '#functions/_shared/sanitize-html.ts';
import { $exportHtml } from '#components/features/admin-editor/htmlIo.ts';
import { fixHappyDomReplaceWith, headlessEditor } from './testSupport.ts';
import { FONT_SIZES, FONT_STACKS } from '#components/features/admin-editor/toolbarOptions.ts';

const UPLOAD_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

fixHappyDomReplaceWith();

function roundTrip(html: string): string {
  const editor = headlessEditor(html);
  return editor.read(() => $exportHtml(editor, document));
}

/** Every construct the toolbar can produce, written the way cleanHtml.ts writes it. */
const EVERY_CONSTRUCT = [
  '<h1>제목 1</h1>',
  '<h2 style="text-align: center;">가운데 제목</h2>',
  '<h6>제목 6</h6>',
  '<p><strong>굵게</strong> <em>기울임</em> <u>밑줄</u> <s>취소선</s> H<sub>2</sub>O x<sup>2</sup></p>',
  '<p><span style="color: #ff0000;">빨강</span> <span style="background-color: #ffff00;">노랑 배경</span> <span style="font-family: Georgia, serif; font-size: 20px;">글꼴</span></p>',
  '<p style="text-align: right;">오른쪽</p>',
  '<p style="padding-inline-start: 80px;">두 번 들여쓰기</p>',
  '<p><a href="https://example.com/">링크</a> <a href="mailto:info@example.com">메일</a></p>',
  '<ul><li>하나</li><li>둘<ul><li>둘-하나</li></ul></li></ul>',
  '<ol><li>첫째</li><li>둘째</li></ol>',
  '<blockquote>인용문</blockquote>',
  '<pre>const a = 1;<br>a + 1;</pre>',
  '<table><tbody><tr><th><p>머리</p></th><th><p>머리</p></th></tr><tr><td><p>내용</p></td><td><p>내용</p></td></tr></tbody></table>',
  '<p><img src="/api/uploads/abc.webp" alt="사무실 사진" width="800" height="600"></p>',
  '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="소개 영상" width="560" height="315" allowfullscreen=""></iframe>',
].join('');

describe('HTML round trip through the editor', () => {
  it('keeps every toolbar construct when loaded and exported again', () => {
    const once = roundTrip(EVERY_CONSTRUCT);
    for (const fragment of [
      '<h1>제목 1</h1>',
      '<h2 style="text-align: center;">가운데 제목</h2>',
      '<h6>제목 6</h6>',
      '<strong>굵게</strong>',
      '<em>기울임</em>',
      '<u>밑줄</u>',
      '<s>취소선</s>',
      '<sub>2</sub>',
      '<sup>2</sup>',
      '<span style="color: #ff0000;">빨강</span>',
      '<span style="background-color: #ffff00;">노랑 배경</span>',
      'font-family: Georgia, serif;',
      'font-size: 20px;',
      '<p style="text-align: right;">오른쪽</p>',
      '<p style="padding-inline-start: 80px;">두 번 들여쓰기</p>',
      '<a href="https://example.com/">링크</a>',
      '<a href="mailto:info@example.com">메일</a>',
      '<ul><li>하나</li>',
      '<ul><li>둘-하나</li></ul>',
      '<ol><li>첫째</li><li>둘째</li></ol>',
      '<blockquote>인용문</blockquote>',
      '<pre>const a = 1;<br>a + 1;</pre>',
      '<th><p>머리</p></th>',
      '<td><p>내용</p></td>',
      '<img src="/api/uploads/abc.webp" alt="사무실 사진" width="800" height="600">',
      'src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"',
      'title="소개 영상"',
    ]) {
      expect(once).toContain(fragment);
    }
    // A second pass changes nothing: what we save loads back to the same document.
    expect(roundTrip(once)).toBe(once);
  });

  it('never lets a disallowed link, a data: image or a foreign frame through', () => {
    const html = roundTrip('<p><a href="javascript:alert(1)">x</a><img src="data:image/png;base64,AAAA" alt="d"></p><iframe src="https://evil.example/"></iframe><script>alert(1)</script>');
    expect(html).not.toMatch(/javascript|data:|evil|script/);
    expect(html).toContain('x');
  });

  it('wraps loose top-level text into a paragraph and exports an empty document as ""', () => {
    expect(roundTrip('그냥 글 <strong>굵게</strong>')).toBe('<p>그냥 글 <strong>굵게</strong></p>');
    expect(roundTrip('')).toBe('');
    expect(roundTrip('<p><br></p>')).toBe('');
  });
});

describe('what the editor saves and the server sanitizer', () => {
  it('keeps every construct: sanitizing the exported HTML changes nothing that matters', () => {
    const exported = roundTrip(EVERY_CONSTRUCT.replace('/api/uploads/abc.webp', `/api/uploads/${UPLOAD_ID}.webp`));
    // sanitize-html re-serialises (style spacing, quotes); compare after loading both through the editor.
    expect(roundTrip(sanitizeRichHtml(exported))).toBe(exported);
  });

  it('keeps the toolbar\'s font stacks and sizes', () => {
    const html = [...Object.values(FONT_STACKS).map((font) => `<p><span style='font-family: ${font};'>a</span></p>`), ...FONT_SIZES.map((size) => `<p><span style="font-size: ${size};">b</span></p>`)].join('');
    const exported = roundTrip(html);
    expect(roundTrip(sanitizeRichHtml(exported))).toBe(exported);
    expect(exported.match(/font-family/g)).toHaveLength(Object.keys(FONT_STACKS).length);
  });
});
