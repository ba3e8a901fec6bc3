// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { applyStyleAttributes, deferStyleAttributes, parseStyleDeclarations, styleValue } from './style-declarations.ts';

describe('parseStyleDeclarations', () => {
  it('splits declarations, keeping semicolons and colons inside quotes and parentheses', () => {
    expect(parseStyleDeclarations('color: rgb(255, 0, 0); font-family: "A;B", serif; background-image: url(a;b:c)')).toEqual([
      ['color', 'rgb(255, 0, 0)'],
      ['font-family', '"A;B", serif'],
      ['background-image', 'url(a;b:c)'],
    ]);
  });

  it('lower-cases properties, drops !important, empty and malformed declarations', () => {
    expect(parseStyleDeclarations('COLOR: Red !important;; : x; novalue:; text-align:center;')).toEqual([
      ['color', 'Red'],
      ['text-align', 'center'],
    ]);
    expect(parseStyleDeclarations(null)).toEqual([]);
    expect(parseStyleDeclarations('')).toEqual([]);
  });

  it('reads one property, the last declaration winning', () => {
    const span = document.createElement('span');
    span.setAttribute('style', 'color: red; color: blue; font-size: 12px');
    expect(styleValue(span, 'color')).toBe('blue');
    expect(styleValue(span, 'background-color')).toBe('');
  });
});

describe('deferStyleAttributes', () => {
  it('renames style attributes in tags only, leaving text and other attributes alone', () => {
    expect(deferStyleAttributes('<p style="text-align: center;">a style="x" b</p><span class="s" STYLE=\'color: red\'>c</span><img alt="style=1" src="/x">'))
      .toBe('<p data-editor-style="text-align: center;">a style="x" b</p><span class="s" data-editor-style=\'color: red\'>c</span><img alt="style=1" src="/x">');
    expect(deferStyleAttributes('<p data-style="a">x</p>')).toBe('<p data-style="a">x</p>');
  });
});

describe('applyStyleAttributes', () => {
  it('moves deferred styles into the CSSOM and drops the placeholder attribute', () => {
    const template = document.createElement('template');
    template.innerHTML = deferStyleAttributes('<p style="text-align: center"><span style="color: red; font-size: 20px">x</span></p>');
    applyStyleAttributes(template.content);
    const span = template.content.querySelector('span') as HTMLElement;
    expect(span.style.getPropertyValue('color')).toBe('red');
    expect(span.style.getPropertyValue('font-size')).toBe('20px');
    expect(span.hasAttribute('data-editor-style')).toBe(false);
    expect((template.content.querySelector('p') as HTMLElement).style.getPropertyValue('text-align')).toBe('center');
  });

  it('puts attribute styles into the CSSOM without overriding what is there', () => {
    const template = document.createElement('template');
    template.innerHTML = '<p style="text-align: center"><span style="color: red">x</span></p>';
    const span = template.content.querySelector('span') as HTMLElement;
    span.style.removeProperty('color'); // what a CSP-blocked attribute looks like
    span.setAttribute('style', 'color: red');
    applyStyleAttributes(template.content);
    expect(span.style.getPropertyValue('color')).toBe('red');
    expect((template.content.querySelector('p') as HTMLElement).style.getPropertyValue('text-align')).toBe('center');
  });
});
