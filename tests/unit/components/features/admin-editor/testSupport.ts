/** Helpers for the happy-dom unit tests of this folder (not used by the editor itself). */
import { createEditor, type LexicalEditor } from 'lexical';
import { EDITOR_HTML_CONFIG, EDITOR_NODES, EDITOR_THEME } from '#components/features/admin-editor/editorConfig.ts';
import { $loadHtml } from '#components/features/admin-editor/htmlIo.ts';

/**
 * happy-dom removes an element replaced by itself (`el.replaceWith(el)`, a no-op in browsers per
 * the DOM spec), which Lexical's table export does; restore the browser behaviour.
 */
export function fixHappyDomReplaceWith(): void {
  const native = Element.prototype.replaceWith;
  Element.prototype.replaceWith = function replaceWith(this: Element, ...nodes: (Node | string)[]) {
    if (nodes.length === 1 && nodes[0] === this) return;
    native.apply(this, nodes);
  };
}

/**
 * Parsed into an inert <template>, so happy-dom does not try to load iframes; the wrapper div gives
 * top-level text a parent element, as <body> does for the browser's DOMParser.
 */
export function parseHtml(html: string): HTMLElement {
  const template = document.createElement('template');
  template.innerHTML = `<div>${html}</div>`;
  return template.content.firstElementChild as HTMLElement;
}

/** A headless editor configured like the island, holding the given HTML. */
export function headlessEditor(html = ''): LexicalEditor {
  const editor = createEditor({
    namespace: 'test',
    nodes: [...EDITOR_NODES],
    theme: EDITOR_THEME,
    html: EDITOR_HTML_CONFIG,
    onError: (error) => {
      throw error;
    },
  });
  editor.update(() => $loadHtml(editor, parseHtml(html)), { discrete: true });
  return editor;
}
