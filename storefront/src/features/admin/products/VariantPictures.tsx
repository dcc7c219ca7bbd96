import type { ChangeEvent } from 'react';
import styled from 'styled-components';
import { useImageUpload } from '../../../components/useImageUpload';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { thumbnailUrl } from '../../catalog';
import { Hint, InlineList, SmallButton, Thumb } from '../shared/adminUi';
import { UploadNote } from '../shared/UploadNote';
import { MAX_VARIANT_PICTURES } from './variantForm';

const Cell = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 180px;
`;

const Pictures = styled(InlineList)`
  li {
    position: relative;
    display: grid;
    justify-items: center;
  }
`;

const RemovePicture = styled.button`
  position: absolute;
  top: -6px;
  right: -6px;
  width: 24px;
  height: 24px;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.danger};
  line-height: 1;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

/**
 * A label that looks like a small button; the file input inside it is hidden but keeps the focus.
 * Positioned, so the hidden input stays inside the table's scroller instead of widening the page.
 */
const FileButton = styled(SmallButton)`
  position: relative;
  cursor: pointer;

  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
`;

interface VariantPicturesProps {
  title: string;
  /** The variant's own pictures, its main one first. */
  pictures: readonly string[];
  /** Shown while the variant has none of its own. */
  productImage: string;
  onChange: (update: (pictures: string[]) => string[]) => void;
  onUploading: (uploading: boolean) => void;
}

/**
 * A variant's picture cell: its own pictures (or the product's, marked so), uploads of more and a
 * way back to the product's. Pictures are stored with the table's other details on save.
 */
export function VariantPictures({ title, pictures, productImage, onChange, onUploading }: VariantPicturesProps) {
  const upload = useImageUpload();
  const room = MAX_VARIANT_PICTURES - pictures.length;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []).slice(0, room);
    event.target.value = '';
    onUploading(true);
    for (const file of files) {
      const url = await upload.uploadFile(file);
      if (!url) break;
      onChange((current) => [...current, url]);
    }
    onUploading(false);
  };

  return (
    <Cell>
      <Pictures aria-label={`Pictures of ${title}`}>
        {pictures.length > 0 ? (
          pictures.map((url, index) => (
            <li key={`${url}-${index}`}>
              <Thumb src={thumbnailUrl(url)} alt={`Picture ${index + 1} of ${title}`} width={56} height={56} />
              <RemovePicture
                type="button"
                aria-label={`Remove picture ${index + 1} of ${title}`}
                onClick={() => onChange((current) => current.filter((_, at) => at !== index))}
              >
                ×
              </RemovePicture>
            </li>
          ))
        ) : (
          <li>
            <Thumb src={thumbnailUrl(productImage)} alt="" width={56} height={56} />
            <Hint>Product picture</Hint>
          </li>
        )}
      </Pictures>
      <Actions>
        {room > 0 && (
          <FileButton as="label">
            Upload picture
            <VisuallyHidden
              as="input"
              type="file"
              accept="image/jpeg,image/png,image/gif"
              multiple
              aria-label={`Upload picture for ${title}`}
              disabled={upload.state === 'uploading'}
              onChange={(event: ChangeEvent<HTMLInputElement>) => void choose(event)}
            />
          </FileButton>
        )}
        {pictures.length > 0 && (
          <SmallButton type="button" aria-label={`Use product picture for ${title}`} onClick={() => onChange(() => [])}>
            Use product picture
          </SmallButton>
        )}
      </Actions>
      <UploadNote state={upload.state} message={upload.message} />
    </Cell>
  );
}
