import { describe, expect, it } from 'vitest';
import { droppedFiles, pickedFiles } from './dropped-files';

/** A dropped file or folder as the browser's entry API gives it (folders read in batches). */
function fileEntry(path: string): FileSystemFileEntry {
  const name = path.split('/').pop()!;
  return {
    isFile: true,
    isDirectory: false,
    name,
    fullPath: `/${path}`,
    file: (resolve: (file: File) => void) => resolve(new File(['x'], name)),
  } as unknown as FileSystemFileEntry;
}

function folderEntry(path: string, children: FileSystemEntry[]): FileSystemDirectoryEntry {
  return {
    isFile: false,
    isDirectory: true,
    name: path.split('/').pop()!,
    fullPath: `/${path}`,
    createReader: () => {
      // Two entries a call, then an empty batch: the way Chrome pages large folders.
      let next = 0;
      return {
        readEntries: (resolve: (entries: FileSystemEntry[]) => void) => {
          resolve(children.slice(next, next + 2));
          next += 2;
        },
      };
    },
  } as unknown as FileSystemDirectoryEntry;
}

const transferOf = (entries: FileSystemEntry[]) =>
  ({
    items: entries.map((entry) => ({ kind: 'file', webkitGetAsEntry: () => entry })),
    files: [],
  }) as unknown as DataTransfer;

describe('dropped files', () => {
  it('walks dropped folders to the bottom, in name order, without system files', async () => {
    const folder = folderEntry('Sports', [
      fileEntry('Sports/IMG_10.JPG'),
      fileEntry('Sports/.DS_Store'),
      fileEntry('Sports/IMG_2.JPG'),
      folderEntry('Sports/Relay', [fileEntry('Sports/Relay/clip.MOV'), fileEntry('Sports/Relay/Thumbs.db')]),
      fileEntry('Sports/IMG_1.JPG'),
    ]);
    const files = await droppedFiles(transferOf([folder, fileEntry('loose.jpg')]));
    expect(files.map((f) => f.name)).toEqual([
      'loose.jpg',
      'Sports/IMG_1.JPG',
      'Sports/IMG_2.JPG',
      'Sports/IMG_10.JPG',
      'Sports/Relay/clip.MOV',
    ]);
    expect(files[0]!.file).toBeInstanceOf(File);
  });

  it('takes picked files with their folder paths', () => {
    const file = new File(['x'], 'a.jpg');
    Object.defineProperty(file, 'webkitRelativePath', { value: 'Trip/a.jpg' });
    const list = [file, new File(['x'], '.hidden')] as unknown as FileList;
    expect(pickedFiles(list).map((f) => f.name)).toEqual(['Trip/a.jpg']);
  });
});
