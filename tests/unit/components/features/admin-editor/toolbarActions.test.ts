// @vitest-environment happy-dom
import { $createRangeSelection, $getRoot, $isElementNode, $isTextNode, $setSelection, type LexicalEditor, type TextNode } from 'lexical';
import { describe, expect, it } from 'vitest';
import { $exportHtml } from '#components/features/admin-editor/htmlIo.ts';
import { fixHappyDomReplaceWith, headlessEditor as editorWith } from './testSupport.ts';
import { $clearFormatting, $insertPlaceholderTable, $readSelectionFormat, $setBlockType, $setTextStyle } from '#components/features/admin-editor/toolbarActions.ts';

fixHappyDomReplaceWith();

/** Selects the whole text of the first block (all its text nodes). */
function $selectFirstBlock(): void {
  const block = $getRoot().getFirstChildOrThrow();
  if (!$isElementNode(block)) throw new Error('no block');
  const texts = block.getAllTextNodes().filter($isTextNode) as TextNode[];
  const first = texts[0];
  const last = texts.at(-1);
  if (!first || !last) throw new Error('no text');
  const selection = $createRangeSelection();
  selection.anchor.set(first.getKey(), 0, 'text');
  selection.focus.set(last.getKey(), last.getTextContentSize(), 'text');
  $setSelection(selection);
}

function act(editor: LexicalEditor, change: () => void): string {
  editor.update(() => {
    $selectFirstBlock();
    change();
  }, { discrete: true });
  return editor.read(() => $exportHtml(editor, document));
}

describe('toolbar actions', () => {
  it('clean removes text formats and inline styles but keeps the link and the block', () => {
    const editor = editorWith('<h2><strong><span style="color: #ff0000;">빨강</span></strong> <a href="https://example.com/"><em>링크</em></a></h2>');
    expect(act(editor, $clearFormatting)).toBe('<h2>빨강 <a href="https://example.com/">링크</a></h2>');
  });

  it('sets and removes an inline style on the selection', () => {
    const editor = editorWith('<p>글자</p>');
    expect(act(editor, () => $setTextStyle('font-size', '24px'))).toBe('<p><span style="font-size: 24px;">글자</span></p>');
    expect(editor.read(() => $readSelectionFormat().fontSize)).toBe('24px');
    expect(act(editor, () => $setTextStyle('font-size', ''))).toBe('<p>글자</p>');
  });

  it('turns a block into a heading, and a second quote press back into a paragraph', () => {
    const editor = editorWith('<p>문단</p>');
    expect(act(editor, () => $setBlockType('h4', 'paragraph'))).toBe('<h4>문단</h4>');
    expect(act(editor, () => $setBlockType('quote', 'h4'))).toBe('<blockquote>문단</blockquote>');
    expect(editor.read(() => $readSelectionFormat().blockType)).toBe('quote');
    expect(act(editor, () => $setBlockType('quote', 'quote'))).toBe('<p>문단</p>');
  });

  it('inserts a 3×3 table with a header row and the placeholder in every cell', () => {
    const editor = editorWith('<p>앞</p>');
    const html = act(editor, () => $insertPlaceholderTable('내용'));
    expect(html.match(/<tr>/g)).toHaveLength(3);
    expect(html.match(/<th>/g)).toHaveLength(3);
    expect(html.match(/<td>/g)).toHaveLength(6);
    expect(html.match(/<p>내용<\/p>/g)).toHaveLength(9);
    expect(html.startsWith('<p>앞</p><table>')).toBe(true);
  });
});
