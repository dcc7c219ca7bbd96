import { useEffect, useState } from 'react';
import { useUploadImageMutation } from '../api/generated';
import { validateImageFile } from '../lib/validators';

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
 * Sends a chosen picture to POST /api/uploadImage as a data URL, after checking it is an image
 * of at most 5 MB. Goes idle → uploading → success (a notice for 3 s) or failed, with the
 * message to show; the caller keeps its previous picture when the answer is null.
 */
export function useImageUpload() {
  const [upload] = useUploadImageMutation();
  const [state, setState] = useState<UploadState>('idle');
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    if (state !== 'success') return undefined;
    const timer = window.setTimeout(() => setState('idle'), UPLOAD_NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  /**
   * Resolves to the stored image's URL, or null when the file was refused or the upload failed.
   * `onRead` receives the picture as a data URL as soon as it is read, for an instant preview.
   */
  const uploadFile = async (file: File, onRead?: (dataUrl: string) => void): Promise<string | null> => {
    const problem = validateImageFile(file);
    if (problem) {
      setState('failed');
      setMessage(problem);
      return null;
    }
    setState('uploading');
    setMessage(null);
    try {
      const image = await readAsDataUrl(file);
      onRead?.(image);
      const url = await upload({ uploadImageDto: { image } }).unwrap();
      setState('success');
      return String(url);
    } catch {
      setState('failed');
      setMessage(UPLOAD_FAILED);
      return null;
    }
  };

  return { uploadFile, state, message };
}
