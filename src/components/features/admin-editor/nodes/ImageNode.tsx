import {
  $applyNodeReplacement,
  DecoratorNode,
  type DOMConversionMap,
  type DOMExportOutput,
  type NodeKey,
  type SerializedLexicalNode,
  type Spread,
} from 'lexical';
import type { JSX } from 'react';
import { isAllowedImageSrc } from '../cleanHtml.ts';

export type SerializedImageNode = Spread<{ src: string; alt: string; width: number; height: number }, SerializedLexicalNode>;

/** An uploaded image: stored as <img src alt width height>, never as a data: URL. */
export class ImageNode extends DecoratorNode<JSX.Element> {
  __src: string;
  __alt: string;
  __width: number;
  __height: number;

  static override getType(): string {
    return 'admin-image';
  }

  static override clone(node: ImageNode): ImageNode {
    return new ImageNode(node.__src, node.__alt, node.__width, node.__height, node.__key);
  }

  static override importJSON(json: SerializedImageNode): ImageNode {
    return $createImageNode(json);
  }

  static override importDOM(): DOMConversionMap | null {
    return {
      img: (element: HTMLElement) =>
        isAllowedImageSrc(element.getAttribute('src') ?? '')
          ? {
              priority: 1,
              conversion: (dom) => ({
                node: $createImageNode({
                  src: dom.getAttribute('src') ?? '',
                  alt: dom.getAttribute('alt') ?? '',
                  width: Number(dom.getAttribute('width')) || 0,
                  height: Number(dom.getAttribute('height')) || 0,
                }),
              }),
            }
          : null,
    };
  }

  constructor(src: string, alt: string, width: number, height: number, key?: NodeKey) {
    super(key);
    this.__src = src;
    this.__alt = alt;
    this.__width = width;
    this.__height = height;
  }

  override exportJSON(): SerializedImageNode {
    return { ...super.exportJSON(), src: this.__src, alt: this.__alt, width: this.__width, height: this.__height };
  }

  override exportDOM(): DOMExportOutput {
    const img = document.createElement('img');
    img.setAttribute('src', this.__src);
    img.setAttribute('alt', this.__alt);
    if (this.__width > 0) img.setAttribute('width', String(this.__width));
    if (this.__height > 0) img.setAttribute('height', String(this.__height));
    return { element: img };
  }

  override createDOM(): HTMLElement {
    const span = document.createElement('span');
    span.className = 'inline-block max-w-full align-bottom';
    return span;
  }

  override updateDOM(): false {
    return false;
  }

  override isInline(): boolean {
    return true;
  }

  override getTextContent(): string {
    return this.__alt;
  }

  override decorate(): JSX.Element {
    return (
      <img
        src={this.__src}
        alt={this.__alt}
        width={this.__width || undefined}
        height={this.__height || undefined}
        className="h-auto max-w-full rounded"
        draggable={false}
      />
    );
  }
}

export function $createImageNode({ src, alt, width, height }: { src: string; alt: string; width: number; height: number }): ImageNode {
  return $applyNodeReplacement(new ImageNode(src, alt, width, height));
}

