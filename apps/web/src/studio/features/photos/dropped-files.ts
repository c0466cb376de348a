/** A file to upload with the path it had inside a dropped or picked folder. */
export type PickedFile = { file: File; name: string };

// What cameras, Finder and Explorer leave in folders: never photos, never worth an error line.
const SYSTEM_FILES = new Set(['thumbs.db', 'desktop.ini']);
export const isSystemFile = (name: string) => {
  const base = name.split('/').pop() ?? name;
  return base.startsWith('.') || SYSTEM_FILES.has(base.toLowerCase());
};

/** Files from a file input (with `webkitdirectory`, their paths inside the folder). */
export function pickedFiles(list: FileList | null): PickedFile[] {
  return Array.from(list ?? [])
    .map((file) => ({ file, name: file.webkitRelativePath || file.name }))
    .filter((picked) => !isSystemFile(picked.name));
}

function fileOf(entry: FileSystemFileEntry): Promise<File> {
  return new Promise((resolve, reject) => entry.file(resolve, reject));
}

/** Every entry of a directory: `readEntries` gives them in batches until an empty one. */
async function entriesOf(directory: FileSystemDirectoryEntry): Promise<FileSystemEntry[]> {
  const reader = directory.createReader();
  const all: FileSystemEntry[] = [];
  for (;;) {
    const batch = await new Promise<FileSystemEntry[]>((resolve, reject) =>
      reader.readEntries(resolve, reject),
    );
    if (batch.length === 0) return all;
    all.push(...batch);
  }
}

async function walk(entry: FileSystemEntry, into: PickedFile[]): Promise<void> {
  if (entry.isFile) {
    const name = entry.fullPath.replace(/^\//, '') || entry.name;
    if (!isSystemFile(name)) into.push({ file: await fileOf(entry as FileSystemFileEntry), name });
  } else if (entry.isDirectory) {
    for (const child of await entriesOf(entry as FileSystemDirectoryEntry)) await walk(child, into);
  }
}

/**
 * The files of a drop: loose files and whole folders (walked to the bottom), in name order.
 * The entries are taken synchronously, before the drop event ends and the list is emptied.
 */
export async function droppedFiles(transfer: DataTransfer): Promise<PickedFile[]> {
  const entries = Array.from(transfer.items ?? [])
    .filter((item) => item.kind === 'file')
    .map((item) => item.webkitGetAsEntry?.() ?? null);
  if (entries.length === 0 || entries.some((entry) => entry === null)) {
    return pickedFiles(transfer.files);
  }
  const files: PickedFile[] = [];
  for (const entry of entries) await walk(entry!, files);
  return files.sort((a, b) => a.name.localeCompare(b.name, undefined, { numeric: true }));
}
