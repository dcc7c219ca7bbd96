/** The image storage port: stores bytes, answers the public URL path they are served from. */
export abstract class ImageStorage {
  /** `name` is a relative path like "products/abc.webp"; returns "/uploads/products/abc.webp". */
  abstract save(name: string, bytes: Buffer): Promise<string>;
  abstract remove(url: string): Promise<void>;
}
