import { Hint, Notice } from './adminUi';
import { UPLOAD_SUCCEEDED, type UploadState } from '../../../components/useImageUpload';

/** What became of the last picture chosen: uploading, uploaded (for 3 s) or refused. */
export function UploadNote({ state, message }: { state: UploadState; message: string | null }) {
  if (state === 'uploading') return <Hint role="status">Uploading image...</Hint>;
  if (state === 'success') return <Notice $tone="success">{UPLOAD_SUCCEEDED}</Notice>;
  if (state === 'failed' && message) {
    return (
      <Notice $tone="error" role="alert">
        {message}
      </Notice>
    );
  }
  return null;
}
