/**
 * Pagefind's excerpt is HTML: the page's text escaped, the matched words in `<mark>`. It is parsed in an
 * inert <template> and only its text and marks are copied out, so nothing else in it (should an indexed
 * page ever carry markup into its text) can reach the live page.
 */
export function excerptFragment(excerpt: string, doc: Document = document): DocumentFragment {
  const template = doc.createElement('template');
  template.innerHTML = excerpt;
  const out = doc.createDocumentFragment();
  for (const node of template.content.childNodes) {
    if (node.nodeName === 'MARK') {
      const mark = doc.createElement('mark');
      mark.textContent = node.textContent;
      out.append(mark);
    } else {
      out.append(doc.createTextNode(node.textContent ?? ''));
    }
  }
  return out;
}
