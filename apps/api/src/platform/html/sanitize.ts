import { type LangText, RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS } from '@omoide/contract';
import sanitizeHtml from 'sanitize-html';

/**
 * The HTML that news and FAQ bodies may hold: text formatting, lists, headings, links and
 * same-site or https images. Scripts, event handlers, styles, iframes, forms and
 * `javascript:`/`data:` URLs are removed. Applied before storage; the web app sanitises
 * again before display.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: { a: [...RICH_TEXT_ATTRIBUTES.a], img: [...RICH_TEXT_ATTRIBUTES.img] },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // Links that open elsewhere must not hand the opener to the other site.
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }),
  },
};

export function sanitizeBody(html: string): string {
  return sanitizeHtml(html, options);
}

export function sanitizeLangText(text: LangText): LangText {
  return {
    ja: sanitizeBody(text.ja),
    hant: sanitizeBody(text.hant),
    vi: sanitizeBody(text.vi),
    'en-US': sanitizeBody(text['en-US']),
  };
}
