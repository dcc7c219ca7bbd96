import { useState } from 'react';
import { useImageUpload } from '../../components/useImageUpload';

/**
 * The profile picture field: shows a chosen picture at once, keeps the stored address once it
 * is uploaded, and puts the previous picture back when the upload is refused or fails.
 */
export function useProfilePhoto(initialUrl: string) {
  const { uploadFile, state, message } = useImageUpload();
  const [url, setUrl] = useState(initialUrl);
  const [preview, setPreview] = useState(initialUrl);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const stored = await uploadFile(file, setPreview);
    setUrl(stored ?? url);
    setPreview(stored ?? url);
  };

  return { url, preview, state, error: message, choose };
}
