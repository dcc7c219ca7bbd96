import { useEffect, useState } from 'react';
import { useUploadsControllerUploadMutation } from '../../../api/generated';
import { validateImageFile } from '../../../lib/validators';

export const UPLOAD_FAILED = 'Failed to upload image. Please try again.';
const SUCCESS_NOTICE_MS = 3000;

export type UploadState = 'idle' | 'uploading' | 'success' | 'failed';

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

/**
 * Sends a chosen picture to POST /api/uploadImage as a data URL. Goes idle → uploading →
 * success (a notice for 3 s) or failed; the caller keeps its previous image on failure.
 */
export function useImageUpload() {
  const [upload] = useUploadsControllerUploadMutation();
  const [state, setState] = useState<UploadState>('idle');
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    if (state !== 'success') return undefined;
    const timer = window.setTimeout(() => setState('idle'), SUCCESS_NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  /** Resolves to the stored image's URL, or null when the file was refused or the upload failed. */
  const uploadFile = async (file: File): Promise<string | null> => {
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
