import { useEffect, useState } from 'react';
import { useUploadImageMutation, useUploadReturnPhotoMutation } from '../api/generated';
import { useUploadHeroVideoMutation } from '../api/adminGenerated';
import { validateImageFile, validateVideoFile, type ValidationMessage } from '../lib/validators';

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

export const VIDEO_UPLOAD_FAILED = 'Failed to upload video. Please try again.';

/**
 * Sends a chosen file as a data URL with `send`, after `validate` passed. Goes idle →
 * uploading → success (a notice for 3 s) or failed, with the message to show; the caller keeps
 * its previous file when the answer is null.
 */
function useFileUpload(
  validate: (file: File) => ValidationMessage,
  send: (dataUrl: string) => Promise<unknown>,
  failed: string,
) {
  const [state, setState] = useState<UploadState>('idle');
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    if (state !== 'success') return undefined;
    const timer = window.setTimeout(() => setState('idle'), UPLOAD_NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  /**
   * Resolves to the stored file's URL, or null when the file was refused or the upload failed.
   * `onRead` receives the file as a data URL as soon as it is read, for an instant preview.
   */
  const uploadFile = async (file: File, onRead?: (dataUrl: string) => void): Promise<string | null> => {
    const problem = validate(file);
    if (problem) {
      setState('failed');
      setMessage(problem);
      return null;
    }
    setState('uploading');
    setMessage(null);
    try {
      const dataUrl = await readAsDataUrl(file);
      onRead?.(dataUrl);
      const url = await send(dataUrl);
      setState('success');
      return String(url);
    } catch {
      setState('failed');
      setMessage(failed);
      return null;
    }
  };

  return { uploadFile, state, message };
}

/** A picture (at most 5 MB) to POST /api/uploadImage. */
export function useImageUpload() {
  const [upload] = useUploadImageMutation();
  return useFileUpload(validateImageFile, (image) => upload({ uploadImageDto: { image } }).unwrap(), UPLOAD_FAILED);
}

/** A shopper's photo of an item to return (at most 5 MB) to POST /api/returns/photos. */
export function useReturnPhotoUpload() {
  const [upload] = useUploadReturnPhotoMutation();
  return useFileUpload(validateImageFile, (image) => upload({ uploadImageDto: { image } }).unwrap(), UPLOAD_FAILED);
}

/** The home page's hero video (WebM or MP4, at most 4 MB) to POST /api/uploadVideo. */
export function useVideoUpload() {
  const [upload] = useUploadHeroVideoMutation();
  return useFileUpload(
    validateVideoFile,
    (video) => upload({ uploadVideoDto: { video } }).unwrap(),
    VIDEO_UPLOAD_FAILED,
  );
}
