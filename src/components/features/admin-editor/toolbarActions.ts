import { $createCodeNode, $isCodeNode } from '@lexical/code';
import { $isLinkNode } from '@lexical/link';
import { $isListNode, ListNode } from '@lexical/list';
import { $createHeadingNode, $createQuoteNode, $isHeadingNode, $isQuoteNode, type HeadingTagType } from '@lexical/rich-text';
import { $getSelectionStyleValueForProperty, $patchStyleText, $setBlocksType } from '@lexical/selection';
import { $createTableNodeWithDimensions, $isTableCellNode } from '@lexical/table';
import { $findMatchingParent, $getNearestNodeOfType, $insertNodeToNearestRoot } from '@lexical/utils';
import {
  $createParagraphNode,
  $createTextNode,
  $getRoot,
  $getSelection,
  $isElementNode,
  $isRangeSelection,
  $isRootOrShadowRoot,
  $isTextNode,
  $setSelection,
  type BaseSelection,
  type ElementFormatType,
  type LexicalNode,
} from 'lexical';

export type BlockType = 'paragraph' | HeadingTagType | 'quote' | 'code' | 'bullet' | 'number';

/** What the toolbar shows as pressed or selected for the current selection. */
export interface SelectionFormat {
  blockType: BlockType;
  align: ElementFormatType;
  bold: boolean;
  italic: boolean;
  underline: boolean;
  strikethrough: boolean;
  subscript: boolean;
  superscript: boolean;
  link: string | null;
  fontFamily: string;
  fontSize: string;
  color: string;
  backgroundColor: string;
}

export const EMPTY_FORMAT: SelectionFormat = {
  blockType: 'paragraph',
  align: 'left',
  bold: false,
  italic: false,
  underline: false,
  strikethrough: false,
  subscript: false,
  superscript: false,
  link: null,
  fontFamily: '',
  fontSize: '',
  color: '',
  backgroundColor: '',
};

function $topBlock(node: LexicalNode): LexicalNode {
  const block = $findMatchingParent(node, (candidate) => {
    const parent = candidate.getParent();
    return parent !== null && $isRootOrShadowRoot(parent);
  });
  return block ?? node.getTopLevelElementOrThrow();
}

/** Reads the current selection's formats (call inside editor.read / an update listener). */
export function $readSelectionFormat(): SelectionFormat {
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return EMPTY_FORMAT;
  const anchor = selection.anchor.getNode();
  const block = $topBlock(anchor);
  const list = $getNearestNodeOfType(anchor, ListNode);
  let blockType: BlockType = 'paragraph';
  if (list && $isListNode(list)) blockType = list.getListType() === 'number' ? 'number' : 'bullet';
  else if ($isHeadingNode(block)) blockType = block.getTag();
  else if ($isQuoteNode(block)) blockType = 'quote';
  else if ($isCodeNode(block)) blockType = 'code';
  const alignSource = $isTableCellNode(block) ? anchor.getParent() : $findMatchingParent(anchor, (node) => $isElementNode(node) && !node.isInline());
  const link = $findMatchingParent(anchor, $isLinkNode);
  return {
    blockType,
    align: ($isElementNode(alignSource) && alignSource.getFormatType()) || 'left',
    bold: selection.hasFormat('bold'),
    italic: selection.hasFormat('italic'),
    underline: selection.hasFormat('underline'),
    strikethrough: selection.hasFormat('strikethrough'),
    subscript: selection.hasFormat('subscript'),
    superscript: selection.hasFormat('superscript'),
    link: $isLinkNode(link) ? link.getURL() : null,
    fontFamily: $getSelectionStyleValueForProperty(selection, 'font-family', ''),
    fontSize: $getSelectionStyleValueForProperty(selection, 'font-size', ''),
    color: $getSelectionStyleValueForProperty(selection, 'color', ''),
    backgroundColor: $getSelectionStyleValueForProperty(selection, 'background-color', ''),
  };
}

/**
 * The selection to act on: the live one, else the one saved when the editor lost focus to a
 * toolbar control, else the end of the document (a control used before the editor was focused).
 */
export function $actionSelection(saved: BaseSelection | null): BaseSelection | null {
  const current = $getSelection();
  if (current) return current;
  if (saved) {
    $setSelection(saved.clone());
    return $getSelection();
  }
  $getRoot().selectEnd();
  return $getSelection();
}

export function $setBlockType(type: 'paragraph' | HeadingTagType | 'quote' | 'code', current: BlockType): void {
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return;
  // Pressing the quote or code button again turns the block back into a paragraph.
  const target = type === current && (type === 'quote' || type === 'code') ? 'paragraph' : type;
  $setBlocksType(selection, () => {
    if (target === 'paragraph') return $createParagraphNode();
    if (target === 'quote') return $createQuoteNode();
    if (target === 'code') return $createCodeNode();
    return $createHeadingNode(target);
  });
}

/** Sets (or, with '', removes) one inline style on the selected text. */
export function $setTextStyle(property: 'font-family' | 'font-size' | 'color' | 'background-color', value: string): void {
  const selection = $getSelection();
  if (selection) $patchStyleText(selection, { [property]: value === '' ? null : value });
}

/** The 'clean' button: removes bold, colours, fonts… from the selected text, keeps links and blocks. */
export function $clearFormatting(): void {
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return;
  if (selection.isCollapsed()) {
    selection.setFormat(0);
    selection.setStyle('');
    return;
  }
  for (const node of selection.extract()) {
    if ($isTextNode(node)) {
      node.setFormat(0);
      node.setStyle('');
    }
  }
  selection.setFormat(0);
  selection.setStyle('');
}

/** A 3×3 table with a header row, every cell holding the placeholder text. */
export function $insertPlaceholderTable(placeholder: string): void {
  const table = $createTableNodeWithDimensions(3, 3, { rows: true, columns: false });
  const cells = table.getChildren().flatMap((row) => ($isElementNode(row) ? row.getChildren() : []));
  for (const cell of cells) {
    if (!$isElementNode(cell)) continue;
    const paragraph = cell.getFirstChild();
    if ($isElementNode(paragraph)) paragraph.append($createTextNode(placeholder));
    else cell.append($createParagraphNode().append($createTextNode(placeholder)));
  }
  $insertNodeToNearestRoot(table);
}
