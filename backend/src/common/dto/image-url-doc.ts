/** How image fields are described in answers (see http/image-urls.ts). */
export const IMAGE_URL_DOC = {
  description:
    'Absolute URL: uploaded images are answered under PUBLIC_URL (`<PUBLIC_URL>/uploads/...`); requests may send that URL, the `/uploads/...` path, or another http(s) URL',
  example: 'https://shop.example.in/uploads/images/0b9c5e2a-6f1d-4c8e-9a57-3d2b1f0e4a66.webp',
};
