/** An RSS document as a feed reader takes it: well-formed XML first, then the parts the tests read. */
import { XMLParser, XMLValidator } from 'fast-xml-parser';

export interface RssItem {
  title: string;
  link: string;
  guid: string;
  pubDate: string;
  description: string;
  category: string;
}
export interface RssChannel {
  title: string;
  link: string;
  language: string;
  'atom:link': { '@_href': string; '@_rel': string };
  item?: RssItem[];
}

const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'item' });

/** The feed's RSS version and channel, or why the XML is not well-formed. */
export function readRss(xml: string): { ok: true; version: string; channel: RssChannel } | { ok: false; error: string } {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) return { ok: false, error: valid.err.msg };
  const { rss } = parser.parse(xml) as { rss: { '@_version': string; channel: RssChannel } };
  return { ok: true, version: rss['@_version'], channel: rss.channel };
}
