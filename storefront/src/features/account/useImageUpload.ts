import { useCallback, useEffect, useRef, useState } from 'react';
import { useUploadsControllerUploadMutation } from '../../api/generated';
import { validateImageFile } from '../../lib/validators';

export type UploadState = 'idle' | 'uploading' | 'success' | 'failed';

export const UPLOAD_FAILED = 'Failed to upload image. Please try again.';
export const UPLOAD_SUCCEEDED = 'Image uploaded successfully!';
/** How long the success notice stays up. */
export const UPLOAD_NOTICE_MS = 3000;

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

/**
 * One picture field: checks the file (an image of at most 5 MB), shows it at once, sends it as a
 * data URL to /api/uploadImage and keeps the stored address. Idle, uploading, then success (a
 * notice for 3 s) or failed, in which case the previous picture comes back.
 */
export function useImageUpload(initialUrl: string) {
  const [upload] = useUploadsControllerUploadMutation();
  const [url, setUrl] = useState(initialUrl);
  const [preview, setPreview] = useState(initialUrl);
  const [state, setState] = useState<UploadState>('idle');
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const choose = useCallback(
    async (file: File | undefined) => {
      if (!file) return;
      clearTimeout(timer.current);
      const problem = validateImageFile(file);
      if (problem) {
        setError(problem);
        setState('idle');
        return;
      }
      setError(null);
      setState('uploading');
      const previous = url;
      try {
        const dataUrl = await readAsDataUrl(file);
        setPreview(dataUrl);
        const stored = await upload({ uploadImageDto: { image: dataUrl } }).unwrap();
        setUrl(stored);
        setPreview(stored);
        setState('success');
        timer.current = setTimeout(() => setState('idle'), UPLOAD_NOTICE_MS);
      } catch {
        setUrl(previous);
        setPreview(previous);
        setError(UPLOAD_FAILED);
        setState('failed');
      }
    },
    [upload, url],
  );

  return { url, preview, state, error, choose };
}
