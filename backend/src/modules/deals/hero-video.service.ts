import { Inject, Injectable, UnsupportedMediaTypeException } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { decodeDataUrl } from '../../common/http/data-url';
import { ImageStorage } from '../../infra/storage';

/**
 * A hero loop is a few seconds of muted video: 4 MB is generous for that, and keeps the JSON
 * upload (base64, a third larger) well under the API's 8 MB body limit.
 */
export const MAX_VIDEO_BYTES = 4 * 1024 * 1024;
export const VIDEO_TOO_LARGE = 'Video must be at most 4 MB';
export const NOT_A_VIDEO = 'Please select a WebM or MP4 video file';
/** Where stored hero videos are served from; a deal's heroVideo must point here. */
export const HERO_VIDEO_URL = /^\/uploads\/videos\/[0-9a-f-]{36}\.(webm|mp4)$/;

/** The container judged from the file's first bytes, never from the name or the claimed type. */
export function videoContainer(bytes: Buffer): 'webm' | 'mp4' | null {
  // WebM is Matroska: an EBML header, and the doctype "webm" in the first few dozen bytes.
  if (bytes.length >= 4 && bytes.readUInt32BE(0) === 0x1a45dfa3) {
    return bytes.subarray(0, 64).includes('webm') ? 'webm' : null;
  }
  // MP4 (ISO base media): a first box of type "ftyp".
  if (bytes.length >= 12 && bytes.toString('latin1', 4, 8) === 'ftyp') return 'mp4';
  return null;
}

/** Stores the home page's hero video as uploaded (no transcoding: the admin's file is served as is). */
@Injectable()
export class HeroVideoService {
  constructor(@Inject(ImageStorage) private readonly storage: ImageStorage) {}

  async saveDataUrl(dataUrl: string): Promise<string> {
    const bytes = decodeDataUrl(dataUrl, {
      maxBytes: MAX_VIDEO_BYTES,
      tooLarge: VIDEO_TOO_LARGE,
      wrongType: NOT_A_VIDEO,
    });
    return this.saveBytes(bytes);
  }

  async saveBytes(bytes: Buffer): Promise<string> {
    const container = videoContainer(bytes);
    if (!container) throw new UnsupportedMediaTypeException(NOT_A_VIDEO);
    return this.storage.save(`videos/${randomUUID()}.${container}`, bytes);
  }
}
