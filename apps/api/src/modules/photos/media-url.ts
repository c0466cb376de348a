// removed by the payments split: orders still imports media addresses from here; they are a
// platform piece now (platform/media/media-url.ts, decision 029). The branch that splits orders
// points those imports there and deletes this file.
export { mediaUrl } from '../../platform/media/media-url';
