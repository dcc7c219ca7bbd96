import { Hint, Notice } from './adminUi';
import { UPLOAD_SUCCEEDED, type UploadState } from '../../../components/useImageUpload';

/** What became of the last picture (or video) chosen: uploading, uploaded (for 3 s) or refused. */
export function UploadNote({
  state,
  message,
  what = 'image',
}: {
  state: UploadState;
  message: string | null;
  what?: 'image' | 'video';
}) {
  if (state === 'uploading') return <Hint role="status">Uploading {what}...</Hint>;
  if (state === 'success')
    return <Notice $tone="success">{what === 'image' ? UPLOAD_SUCCEEDED : 'Video uploaded successfully!'}</Notice>;
  if (state === 'failed' && message) {
    return (
      <Notice $tone="error" role="alert">
        {message}
      </Notice>
    );
  }
  return null;
}
