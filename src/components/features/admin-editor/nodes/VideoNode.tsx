import {
  $applyNodeReplacement,
  DecoratorNode,
  type DOMConversionMap,
  type DOMExportOutput,
  type EditorConfig,
  type LexicalEditor,
  type NodeKey,
  type SerializedLexicalNode,
  type Spread,
} from 'lexical';
import type { JSX } from 'react';
import { parseEmbedSrc, vimeoEmbed, youtubeEmbed, type VideoEmbed } from '../videoEmbed.ts';

export type SerializedVideoNode = Spread<{ provider: VideoEmbed['provider']; videoId: string; title: string }, SerializedLexicalNode>;

const DEFAULT_TITLE = '동영상';

/**
 * A YouTube (privacy-enhanced domain) or Vimeo player, exported as an <iframe>. In the editor it is
 * shown as a labelled card, not a live player: no third-party requests while editing, and nothing
 * to steal focus or keyboard input.
 */
export class VideoNode extends DecoratorNode<JSX.Element> {
  __provider: VideoEmbed['provider'];
  __videoId: string;
  __title: string;

  static override getType(): string {
    return 'admin-video';
  }

  static override clone(node: VideoNode): VideoNode {
    return new VideoNode(node.__provider, node.__videoId, node.__title, node.__key);
  }

  static override importJSON(json: SerializedVideoNode): VideoNode {
    return $createVideoNode(json.provider === 'vimeo' ? vimeoEmbed(json.videoId) : youtubeEmbed(json.videoId), json.title);
  }

  static override importDOM(): DOMConversionMap | null {
    return {
      iframe: (element: HTMLElement) => {
        const embed = parseEmbedSrc(element.getAttribute('src') ?? '');
        return embed
          ? { priority: 1, conversion: (dom) => ({ node: $createVideoNode(embed, dom.getAttribute('title') || DEFAULT_TITLE) }) }
          : null;
      },
    };
  }

  constructor(provider: VideoEmbed['provider'], videoId: string, title: string, key?: NodeKey) {
    super(key);
    this.__provider = provider;
    this.__videoId = videoId;
    this.__title = title;
  }

  embed(): VideoEmbed {
    return this.__provider === 'vimeo' ? vimeoEmbed(this.__videoId) : youtubeEmbed(this.__videoId);
  }

  override exportJSON(): SerializedVideoNode {
    return { ...super.exportJSON(), provider: this.__provider, videoId: this.__videoId, title: this.__title };
  }

  override exportDOM(): DOMExportOutput {
    const iframe = document.createElement('iframe');
    iframe.setAttribute('src', this.embed().embedUrl);
    iframe.setAttribute('title', this.__title);
    iframe.setAttribute('width', '560');
    iframe.setAttribute('height', '315');
    iframe.setAttribute('allow', 'accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture');
    iframe.setAttribute('allowfullscreen', '');
    return { element: iframe };
  }

  override createDOM(_config: EditorConfig, _editor: LexicalEditor): HTMLElement {
    const div = document.createElement('div');
    div.className = 'my-2';
    return div;
  }

  override updateDOM(): false {
    return false;
  }

  override isInline(): false {
    return false;
  }

  override getTextContent(): string {
    return '\n';
  }

  override decorate(): JSX.Element {
    const provider = this.__provider === 'vimeo' ? 'Vimeo' : 'YouTube';
    return (
      <div className="flex items-center gap-3 rounded-md border border-slate-300 bg-slate-100 p-3 text-sm text-slate-800">
        <span aria-hidden="true" className="grid h-10 w-14 place-items-center rounded bg-slate-800 text-white">▶</span>
        <span>
          <span className="font-semibold">{this.__title}</span>
          <span className="block text-slate-600">{provider} · {this.__videoId}</span>
        </span>
      </div>
    );
  }
}

export function $createVideoNode(embed: VideoEmbed, title: string = DEFAULT_TITLE): VideoNode {
  return $applyNodeReplacement(new VideoNode(embed.provider, embed.id, title));
}

