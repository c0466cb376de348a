import { RICH_TEXT_TAGS } from '@omoide/contract';

/**
 * The browser-side guard for news and FAQ bodies. The API already cleans them with an
 * allow-list (sanitize-html, on write and on read); this second, independent allow-list makes
 * sure nothing else ever reaches `innerHTML`, even from a compromised or misconfigured API.
 *
 * The HTML is parsed into an inert document (DOMParser runs no script and loads nothing), and
 * a new tree is built from it that holds only allowed elements and attributes. Unknown
 * elements are unwrapped (their text stays, as the API's "discard" mode does); elements whose
 * content is code or foreign markup are dropped with everything inside them.
 */

const ALLOWED_TAGS = new Set<string>(RICH_TEXT_TAGS);

// Dropped together with their content: code, styles, embedded documents, foreign namespaces
// (svg/math are where mutation-XSS tricks live), form controls and metadata.
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'svg',
  'math',
  'textarea',
  'select',
  'option',
  'button',
  'input',
  'form',
  'title',
  'head',
  'meta',
  'link',
  'base',
  'canvas',
  'audio',
  'video',
  'source',
  'track',
  'picture',
  'xmp',
  'plaintext',
  'noembed',
  'noframes',
]);

const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);
const PLACEHOLDER_ORIGIN = 'https://omoide.invalid';
const SIZE = /^\d{1,4}$/;

/**
 * What a URL parser reads of an attribute value: without leading and trailing controls and
 * spaces, and without tabs and line breaks anywhere (so `java\tscript:` is seen as it runs).
 */
function urlView(value: string): string {
  let start = 0;
  let end = value.length;
  while (start < end && value.charCodeAt(start) <= 0x20) start++;
  while (end > start && value.charCodeAt(end - 1) <= 0x20) end--;
  return value.slice(start, end).replace(/[\t\n\r]/g, '');
}

function parseUrl(value: string): URL | null {
  try {
    return new URL(value, `${PLACEHOLDER_ORIGIN}/`);
  } catch {
    return null;
  }
}

/**
 * A link target: an absolute http(s), mailto or tel URL (normalised), a site path (`/faq`)
 * or a fragment. Anything else, `javascript:` and `data:` included, is refused.
 */
export function safeLinkHref(raw: string): string | null {
  const value = urlView(raw);
  if (!value) return null;
  if (value.startsWith('#')) return value;
  if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) {
    const url = parseUrl(value);
    return url && url.origin === PLACEHOLDER_ORIGIN ? `${url.pathname}${url.search}${url.hash}` : null;
  }
  if (!/^[a-z][a-z\d+.-]*:/i.test(value)) return null;
  const url = parseUrl(value);
  return url && LINK_PROTOCOLS.has(url.protocol) ? url.href : null;
}

/** An image source: absolute https only (no http, data:, blob: or site-relative paths). */
export function safeImageSrc(raw: string): string | null {
  const value = urlView(raw);
  if (!/^https:/i.test(value)) return null;
  const url = parseUrl(value);
  return url && url.protocol === 'https:' && url.origin !== PLACEHOLDER_ORIGIN ? url.href : null;
}

function isExternal(href: string): boolean {
  return /^https?:/i.test(href);
}

function cleanLink(source: Element, target: HTMLElement): void {
  const href = safeLinkHref(source.getAttribute('href') ?? '');
  if (href) target.setAttribute('href', href);
  const title = source.getAttribute('title');
  if (title) target.setAttribute('title', title);
  const opensNew = source.getAttribute('target')?.trim().toLowerCase() === '_blank';
  if (opensNew) target.setAttribute('target', '_blank');
  // Another site must never get a handle on this tab (window.opener) or the referring URL.
  if (href && (opensNew || isExternal(href))) target.setAttribute('rel', 'noopener noreferrer');
}

/** Returns false when the image has no acceptable source and should be left out. */
function cleanImage(source: Element, target: HTMLElement): boolean {
  const src = safeImageSrc(source.getAttribute('src') ?? '');
  if (!src) return false;
  target.setAttribute('src', src);
  target.setAttribute('alt', source.getAttribute('alt') ?? '');
  for (const name of ['width', 'height']) {
    const value = source.getAttribute(name)?.trim();
    if (value && SIZE.test(value)) target.setAttribute(name, value);
  }
  return true;
}

function copyChildren(from: Node, to: Node, doc: Document): void {
  for (const child of Array.from(from.childNodes)) {
    for (const clean of cleanNode(child, doc)) to.appendChild(clean);
  }
}

/** The clean copies of one node: none (dropped), itself (allowed) or its children (unwrapped). */
function cleanNode(node: Node, doc: Document): Node[] {
  if (node.nodeType === Node.TEXT_NODE) return [doc.createTextNode(node.textContent ?? '')];
  if (node.nodeType !== Node.ELEMENT_NODE) return []; // comments, processing instructions
  const element = node as Element;
  const tag = element.localName.toLowerCase();
  const isHtml = element.namespaceURI === 'http://www.w3.org/1999/xhtml';
  if (!isHtml || DROPPED_WITH_CONTENT.has(tag)) return [];
  if (!ALLOWED_TAGS.has(tag)) {
    const fragment = doc.createDocumentFragment();
    copyChildren(element, fragment, doc);
    return Array.from(fragment.childNodes);
  }
  const clean = doc.createElement(tag);
  if (tag === 'a') cleanLink(element, clean);
  if (tag === 'img' && !cleanImage(element, clean)) return [];
  copyChildren(element, clean, doc);
  return [clean];
}

/** The allow-listed HTML of `html`, safe to assign to `innerHTML`. */
export function sanitizeHtml(html: string): string {
  if (!html) return '';
  const parsed = new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html');
  const container = parsed.createElement('div');
  copyChildren(parsed.body, container, parsed);
  return container.innerHTML;
}

/** The readable text of a body (for search): its sanitised content without markup. */
export function htmlToText(html: string): string {
  if (!html) return '';
  const parsed = new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html');
  const container = parsed.createElement('div');
  copyChildren(parsed.body, container, parsed);
  // Block elements and line breaks separate words that markup alone would glue together.
  for (const element of Array.from(container.querySelectorAll('br, p, li, h2, h3, h4, td, th, tr'))) {
    element.append(parsed.createTextNode(' '));
  }
  return (container.textContent ?? '').replace(/\s+/g, ' ').trim();
}
