import { $generateHtmlFromNodes, $generateNodesFromDOM } from '@lexical/html';
import { $createParagraphNode, $getRoot, $isDecoratorNode, $isElementNode, type LexicalEditor, type LexicalNode, type ParagraphNode } from 'lexical';
import { cleanEditorHtml } from './cleanHtml.ts';

/**
 * Replaces the document with the given parsed HTML (call inside editor.update or as the initial
 * state). In the browser pass `new DOMParser().parseFromString(html, 'text/html')`: an inert
 * document, so nothing in the HTML loads or runs. Top-level text, links and images are gathered
 * into paragraphs: the root only holds blocks.
 */
export function $loadHtml(editor: LexicalEditor, dom: Document | ParentNode): void {
  const nodes = $generateNodesFromDOM(editor, dom);
  const root = $getRoot();
  root.clear();
  let paragraph: ParagraphNode | null = null;
  for (const node of nodes) {
    if (isBlock(node)) {
      root.append(node);
      paragraph = null;
    } else {
      if (!paragraph) {
        paragraph = $createParagraphNode();
        root.append(paragraph);
      }
      paragraph.append(node);
    }
  }
  if (root.getChildrenSize() === 0) root.append($createParagraphNode());
}

function isBlock(node: LexicalNode): boolean {
  return ($isElementNode(node) && !node.isInline()) || ($isDecoratorNode(node) && !node.isInline());
}

/** The document as the clean HTML we store (see cleanHtml.ts); '' for an empty document. */
export function $exportHtml(editor: LexicalEditor, doc: Document): string {
  const root = $getRoot();
  if (root.getChildrenSize() <= 1 && root.getTextContent().trim() === '' && !hasDecorators(root.getChildren())) return '';
  return cleanEditorHtml($generateHtmlFromNodes(editor), doc);
}

function hasDecorators(nodes: LexicalNode[]): boolean {
  return nodes.some((node) => $isDecoratorNode(node) || ($isElementNode(node) && hasDecorators(node.getChildren())));
}
