import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '@/shared/api/api-error';
import type { Area } from '@/shared/routing/area';
import {
  fetchBlob,
  isAbortError,
  type Progress,
  type SavePickerWindow,
  SignedUrlRefusedError,
  saveBlob,
  streamToFile,
  type ZipStrategy,
} from './download-transfer';
import { zipUrlQuery } from './library-api';

export type ZipDownloadState =
  | { phase: 'idle' }
  | { phase: 'preparing' }
  | { phase: 'downloading'; progress: Progress }
  | { phase: 'done' }
  | { phase: 'failed' };

interface ZipTarget {
  area: Area;
  orderId: number;
  eventId: number;
  fileName: string;
  size: number;
}

/**
 * The zip's Download button for the `stream` and `blob` ways: asks where to save first (the
 * picker needs the tap's user activation), then fetches the signed link (cached while valid)
 * and the zip with progress; Cancel stops it. A link the server refuses (expired, altered) is
 * replaced by a fresh one once, without asking the buyer.
 */
export function useZipDownload(
  target: ZipTarget,
  strategy: ZipStrategy,
  win: SavePickerWindow = window as SavePickerWindow,
) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<ZipDownloadState>({ phase: 'idle' });
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const cancel = useCallback(() => running.current?.abort(), []);

  const start = useCallback(async () => {
    if (running.current) return;
    const controller = new AbortController();
    running.current = controller;
    const { signal } = controller;
    const onProgress = (progress: Progress) => setState({ phase: 'downloading', progress });
    try {
      let file: FileSystemFileHandle | null = null;
      if (strategy === 'stream' && win.showSaveFilePicker) {
        file = await win.showSaveFilePicker({
          suggestedName: target.fileName,
          types: [{ description: 'ZIP', accept: { 'application/zip': ['.zip'] } }],
        });
      }
      setState({ phase: 'preparing' });
      const query = zipUrlQuery(target.area, target.orderId, target.eventId);
      for (let attempt = 0; ; attempt += 1) {
        const link = await queryClient.fetchQuery(query);
        try {
          if (file) await streamToFile(link.url, file, link.size, onProgress, signal);
          else
            saveBlob(
              await fetchBlob(link.url, 'application/zip', link.size, onProgress, signal),
              link.file_name,
            );
          break;
        } catch (error) {
          if (!(error instanceof SignedUrlRefusedError) || attempt > 0) throw error;
          queryClient.removeQueries({ queryKey: query.queryKey, exact: true });
        }
      }
      setState({ phase: 'done' });
    } catch (error) {
      // Cancelled (the picker or the download): back to the button. An API failure has
      // shown its modal already.
      if (isAbortError(error) || isApiError(error)) setState({ phase: 'idle' });
      else setState({ phase: 'failed' });
    } finally {
      running.current = null;
    }
  }, [queryClient, strategy, target.area, target.eventId, target.fileName, target.orderId, win]);

  return { state, start, cancel };
}
