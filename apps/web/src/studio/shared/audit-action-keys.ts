/**
 * Where an audit action's label is: `action.<entity>.<verb>` in studio.json, or, for a slice
 * that keeps its texts in its own file (one top-level key, e.g. `content`), the action
 * `content.news_created` is labelled by `content.audit.news_created` there.
 */
export function auditActionKeys(action: string): string[] {
  const dot = action.indexOf('.');
  return dot > 0
    ? [`action.${action}`, `${action.slice(0, dot)}.audit.${action.slice(dot + 1)}`]
    : [`action.${action}`];
}
