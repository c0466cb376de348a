/**
 * Saves a blob under `name`, as a link to it would when clicked: for files fetched with the
 * studio token (a plain link would carry none), e.g. the print sheet and the dashboard's CSV.
 */
export function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
