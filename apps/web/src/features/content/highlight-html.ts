import { matchRanges, type SearchTerm } from './text-search';

/**
 * Wraps the search terms found in an already sanitised HTML body in `<mark>`, text node by
 * text node, so tags and attributes are never searched or broken. The result holds only the
 * sanitised markup plus the marks (`mark` is in the rich-text allow-list).
 */
export function highlightHtml(html: string, terms: readonly SearchTerm[]): string {
  if (terms.length === 0) return html;
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html');
  const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT);
  const nodes: Text[] = [];
  while (walker.nextNode()) nodes.push(walker.currentNode as Text);
  for (const node of nodes) {
    const text = node.data;
    const ranges = matchRanges(text, terms);
    if (ranges.length === 0) continue;
    const fragment = doc.createDocumentFragment();
    let at = 0;
    for (const [start, end] of ranges) {
      if (start > at) fragment.append(text.slice(at, start));
      const mark = doc.createElement('mark');
      mark.textContent = text.slice(start, end);
      fragment.append(mark);
      at = end;
    }
    if (at < text.length) fragment.append(text.slice(at));
    node.replaceWith(fragment);
  }
  return doc.body.innerHTML;
}
