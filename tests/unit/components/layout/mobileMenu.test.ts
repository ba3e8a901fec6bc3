// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { wireMobileMenu } from '#components/layout/mobileMenu.ts';

// The markup MobileMenu.astro renders, reduced to what the wiring reads.
const MARKUP = `
  <header>
    <div data-mobile-menu>
      <button type="button" data-menu-toggle aria-expanded="false" aria-controls="mobile-menu-panel" aria-label="Open menu" data-label-open="Open menu" data-label-close="Close menu"></button>
      <nav id="mobile-menu-panel" data-menu-panel hidden>
        <a href="#home" id="home-link">Home</a>
        <button type="button" data-menu-section="services" aria-controls="mobile-sub-services" aria-expanded="false"></button>
        <ul id="mobile-sub-services" hidden><li><a href="#visa" id="visa-link">Visa</a></li></ul>
        <button type="button" data-menu-section="about" aria-controls="mobile-sub-about" aria-expanded="false"></button>
        <ul id="mobile-sub-about" hidden><li><a href="#csr">CSR</a></li></ul>
      </nav>
    </div>
  </header>
  <main><p id="outside">Page</p></main>`;

let unwire: () => void;
const $ = <T extends HTMLElement>(selector: string) => document.querySelector<T>(selector)!;
const toggle = () => $<HTMLButtonElement>('[data-menu-toggle]');
const panel = () => $('#mobile-menu-panel');
const section = (key: string) => $<HTMLButtonElement>(`[data-menu-section="${key}"]`);

beforeEach(() => {
  document.body.innerHTML = MARKUP;
  unwire = wireMobileMenu($('[data-mobile-menu]'));
});
afterEach(() => unwire());

describe('wireMobileMenu', () => {
  it('opens and closes with the toggle, which names what it will do', () => {
    toggle().click();
    expect(panel().hidden).toBe(false);
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(toggle().getAttribute('aria-label')).toBe('Close menu');
    toggle().click();
    expect(panel().hidden).toBe(true);
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(toggle().getAttribute('aria-label')).toBe('Open menu');
  });

  it('expands one submenu at a time, and a second press folds it', () => {
    toggle().click();
    section('services').click();
    expect($('#mobile-sub-services').hidden).toBe(false);
    expect(section('services').getAttribute('aria-expanded')).toBe('true');
    section('about').click();
    expect($('#mobile-sub-services').hidden).toBe(true);
    expect(section('services').getAttribute('aria-expanded')).toBe('false');
    expect($('#mobile-sub-about').hidden).toBe(false);
    section('about').click();
    expect($('#mobile-sub-about').hidden).toBe(true);
  });

  it('closes, with its submenu folded, when a link is chosen', () => {
    toggle().click();
    section('services').click();
    $('#visa-link').click();
    expect(panel().hidden).toBe(true);
    expect($('#mobile-sub-services').hidden).toBe(true);
    toggle().click();
    expect($('#mobile-sub-services').hidden).toBe(true);
  });

  it('closes on Escape and gives focus back to the toggle', () => {
    toggle().click();
    section('services').focus();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(panel().hidden).toBe(true);
    expect(document.activeElement).toBe(toggle());
  });

  it('closes on a pointer outside the header, not inside it', () => {
    toggle().click();
    section('services').dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    expect(panel().hidden).toBe(false);
    $('#outside').dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    expect(panel().hidden).toBe(true);
  });

  it('leaves a page without the menu alone', () => {
    document.body.innerHTML = '<div data-mobile-menu></div>';
    expect(() => wireMobileMenu($('[data-mobile-menu]'))()).not.toThrow();
  });
});
