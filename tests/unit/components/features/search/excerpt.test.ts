// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { excerptFragment } from '#components/features/search/excerpt.ts';

describe('a search result excerpt', () => {
  it('keeps the text and the marked words', () => {
    const p = document.createElement('p');
    p.append(excerptFragment('체류 목적에 맞는 <mark>비자를</mark> 고르세요 &amp; 신청'));
    expect(p.innerHTML).toBe('체류 목적에 맞는 <mark>비자를</mark> 고르세요 &amp; 신청');
  });

  it('turns any other markup into text, so nothing but marks reaches the page', () => {
    const p = document.createElement('p');
    p.append(excerptFragment('a <img src=x onerror="alert(1)"><b>bold</b> <mark>hit<i>!</i></mark>'));
    expect(p.querySelector('img, b, i')).toBeNull();
    expect(p.textContent).toBe('a bold hit!');
    expect(p.querySelectorAll('mark')).toHaveLength(1);
  });
});
