import { CodeHighlightNode, CodeNode } from '@lexical/code';
import { LinkNode } from '@lexical/link';
import { ListItemNode, ListNode } from '@lexical/list';
import { HeadingNode, QuoteNode } from '@lexical/rich-text';
import { TableCellNode, TableNode, TableRowNode } from '@lexical/table';
import { $isTextNode, TextNode, type DOMConversionMap, type EditorThemeClasses, type HTMLConfig, type Klass, type LexicalNode } from 'lexical';
import { ImageNode } from './nodes/ImageNode.tsx';
import { VideoNode } from './nodes/VideoNode.tsx';

export const EDITOR_NODES: readonly Klass<LexicalNode>[] = [
  HeadingNode,
  QuoteNode,
  ListNode,
  ListItemNode,
  LinkNode,
  CodeNode,
  CodeHighlightNode,
  TableNode,
  TableRowNode,
  TableCellNode,
  ImageNode,
  VideoNode,
];

/** Tailwind classes for the editing surface only; cleanHtml.ts strips them from the saved HTML. */
export const EDITOR_THEME: EditorThemeClasses = {
  paragraph: 'my-2',
  heading: {
    h1: 'mt-4 mb-2 text-3xl font-bold',
    h2: 'mt-4 mb-2 text-2xl font-bold',
    h3: 'mt-3 mb-2 text-xl font-bold',
    h4: 'mt-3 mb-2 text-lg font-semibold',
    h5: 'mt-2 mb-1 text-base font-semibold',
    h6: 'mt-2 mb-1 text-sm font-semibold',
  },
  quote: 'my-2 border-l-4 border-slate-300 pl-4 text-slate-700',
  code: 'my-2 block overflow-x-auto rounded bg-slate-900 p-3 font-mono text-sm whitespace-pre text-slate-50',
  list: {
    ul: 'my-2 list-disc pl-6',
    ol: 'my-2 list-decimal pl-6',
    listitem: 'my-0.5',
    nested: { listitem: 'list-none' },
  },
  link: 'text-brand-700 underline',
  table: 'my-2 border-collapse',
  tableCell: 'min-w-16 border border-slate-400 px-2 py-1 align-top',
  tableCellHeader: 'bg-slate-100 font-semibold',
  text: {
    bold: 'font-bold',
    italic: 'italic',
    underline: 'underline',
    strikethrough: 'line-through',
    underlineStrikethrough: '[text-decoration-line:underline_line-through]',
    subscript: 'align-sub text-[0.75em]',
    superscript: 'align-super text-[0.75em]',
    code: 'rounded bg-slate-100 px-1 font-mono text-[0.9em]',
  },
};

/** The inline styles the toolbar sets (and the sanitizer keeps) — read back when HTML is loaded. */
export const TEXT_STYLE_PROPERTIES = ['color', 'background-color', 'font-family', 'font-size'] as const;

function inlineStyleOf(element: HTMLElement): string {
  return TEXT_STYLE_PROPERTIES.map((property) => [property, element.style.getPropertyValue(property)] as const)
    .filter(([, value]) => value !== '')
    .map(([property, value]) => `${property}: ${value};`)
    .join(' ');
}

/** The text-level tags whose styles we read back; code and mark stay with their usual importers. */
const STYLED_TEXT_TAGS = ['span', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup'] as const;

/**
 * Lexical's own span/strong/em importers keep bold, italic and the like but drop colours and
 * fonts; wrap each of them so the text they produce also gets the element's allowed inline styles.
 * TextNode's importers are looked up when a document is loaded, not here: in Lexical 0.52 the
 * static importDOM is only attached once the editor has registered the node. At equal priority an
 * HTMLConfig importer wins over the node's own.
 */
function textImportMap(): DOMConversionMap {
  const map: DOMConversionMap = {};
  for (const tag of STYLED_TEXT_TAGS) {
    map[tag] = (domNode: HTMLElement) => {
      const found = TextNode.importDOM?.()?.[tag]?.(domNode);
      if (!found) return null;
      return {
        ...found,
        conversion: (element: HTMLElement) => {
          const output = found.conversion(element);
          const style = inlineStyleOf(element);
          if (output === null || style === '' || output.node !== null || output.after !== undefined) return output;
          const forChild = output.forChild;
          return {
            ...output,
            forChild: (child: LexicalNode, parent: LexicalNode | null | undefined) => {
              const node = forChild ? forChild(child, parent) : child;
              if ($isTextNode(node)) node.setStyle(`${node.getStyle()} ${style}`.trim());
              return node;
            },
          };
        },
      };
    };
  }
  return map;
}

export const EDITOR_HTML_CONFIG: HTMLConfig = { import: textImportMap() };
