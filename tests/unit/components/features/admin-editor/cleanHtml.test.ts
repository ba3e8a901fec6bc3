// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { cleanEditorHtml, isAllowedImageSrc } from '#components/features/admin-editor/cleanHtml.ts';

const clean = (html: string) => cleanEditorHtml(html, document);

describe('cleanEditorHtml', () => {
  it('turns Lexical\'s <b><strong class> pairs and pre-wrap spans into plain semantic tags', () => {
    expect(clean('<p class="ed-p" dir="ltr"><b><strong class="ed-bold" style="white-space: pre-wrap;">굵게</strong></b> <span style="white-space: pre-wrap;">보통</span></p>'))
      .toBe('<p><strong>굵게</strong> 보통</p>');
    expect(clean('<p><i><em class="x">a</em></i><s><span>b</span></s><u><span>c</span></u></p>')).toBe('<p><em>a</em><s>b</s><u>c</u></p>');
    expect(clean('<p><sub><span>2</span></sub><sup><span>3</span></sup></p>')).toBe('<p><sub>2</sub><sup>3</sup></p>');
  });

  it('moves colour, background, font family and size to a span and drops other styles', () => {
    expect(clean('<p><b><strong style="color: rgb(255, 0, 0); font-weight: 900; white-space: pre-wrap;">x</strong></b></p>'))
      .toBe('<p><strong><span style="color: rgb(255, 0, 0);">x</span></strong></p>');
    expect(clean('<p><span style="background-color: #ffff00; font-family: Georgia, serif; font-size: 18px; position: fixed;">y</span></p>'))
      .toBe('<p><span style="background-color: #ffff00; font-family: Georgia, serif; font-size: 18px;">y</span></p>');
    expect(clean('<p><span style="color: url(javascript:alert(1));">z</span></p>')).toBe('<p>z</p>');
  });

  it('keeps alignment and indentation on blocks and nothing else', () => {
    expect(clean('<h2 dir="ltr" style="text-align: center; margin: 9px;">T</h2>')).toBe('<h2 style="text-align: center;">T</h2>');
    expect(clean('<p style="padding-inline-start: 80px;" data-lexical-indent="2">i</p>')).toBe('<p style="padding-inline-start: 80px;">i</p>');
  });

  it('blanks links with a disallowed protocol and drops target and handlers', () => {
    expect(clean('<p><a href="javascript:alert(1)" onclick="x()" target="_blank">a</a></p>')).toBe('<p><a href="">a</a></p>');
    expect(clean('<p><a href="https://example.com" rel="noreferrer" class="l"><span>b</span></a></p>')).toBe('<p><a href="https://example.com">b</a></p>');
  });

  it('keeps uploaded and http(s) images with their size and removes data: images', () => {
    expect(clean('<p><img src="/api/uploads/a1.webp" alt="사진" width="800" height="600" class="x" style="width: 10px"></p>'))
      .toBe('<p><img src="/api/uploads/a1.webp" alt="사진" width="800" height="600"></p>');
    expect(clean('<p><img src="data:image/png;base64,AAAA" alt="">x</p>')).toBe('<p>x</p>');
    expect(clean('<p><img src="https://cdn.example.com/a.png"></p>')).toBe('<p><img src="https://cdn.example.com/a.png" alt=""></p>');
  });

  it('keeps YouTube and Vimeo player frames only', () => {
    expect(clean('<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="동영상" allowfullscreen="" onload="x"></iframe>'))
      .toBe('<iframe title="동영상" allowfullscreen="" src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"></iframe>');
    expect(clean('<iframe src="https://evil.example/"></iframe><p>k</p>')).toBe('<p>k</p>');
  });

  it('strips table column widths and cell styles but keeps the structure', () => {
    expect(clean('<table class="t"><colgroup><col style="width: 92px"></colgroup><tbody><tr><th style="border: 1px solid; text-align: right;" class="h"><p dir="ltr"><span style="white-space: pre-wrap;">내용</span></p></th><td colspan="2"><p><br></p></td></tr></tbody></table>'))
      .toBe('<table><tbody><tr><th style="text-align: right;"><p>내용</p></th><td colspan="2"><p><br></p></td></tr></tbody></table>');
  });

  it('keeps lists, quotes and code blocks', () => {
    expect(clean('<ul class="ul"><li value="1" class="li"><span>a</span></li><li value="2"><ul><li value="1">b</li></ul></li></ul><ol><li value="1">c</li></ol>'))
      .toBe('<ul><li>a</li><li><ul><li>b</li></ul></li></ul><ol><li>c</li></ol>');
    expect(clean('<blockquote class="q"><span>인용</span></blockquote>')).toBe('<blockquote>인용</blockquote>');
    expect(clean('<pre spellcheck="false" data-language="js" class="code"><span>let a;</span><br><span class="tok">a = 1;</span></pre>'))
      .toBe('<pre>let a;<br>a = 1;</pre>');
  });

  it('drops scripts and unwraps unknown tags', () => {
    expect(clean('<p>a<script>alert(1)</script><font color="red">b</font><mark>c</mark></p>')).toBe('<p>abc</p>');
  });

  it('merges adjacent spans of the same style and removes a format nested in itself', () => {
    expect(clean('<p><span style="color: red;">a</span><span style="color: red;">b</span></p>')).toBe('<p><span style="color: red;">ab</span></p>');
    expect(clean('<p><strong>a<strong>b</strong></strong></p>')).toBe('<p><strong>ab</strong></p>');
  });
});

describe('isAllowedImageSrc', () => {
  it('accepts uploads and http(s) only', () => {
    expect(isAllowedImageSrc('/api/uploads/abc-1.webp')).toBe(true);
    expect(isAllowedImageSrc('https://example.com/x.png')).toBe(true);
    expect(isAllowedImageSrc('data:image/png;base64,AA')).toBe(false);
    expect(isAllowedImageSrc('javascript:alert(1)')).toBe(false);
    expect(isAllowedImageSrc('/api/uploads/../secret')).toBe(false);
  });
});
