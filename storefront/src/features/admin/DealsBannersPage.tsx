import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import styled from 'styled-components';
import { useGetDealQuery, type DealDto } from '../../api/generated';
import { useSaveDealMutation } from '../../api/adminGenerated';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { PageLoader } from '../../components/PageLoader';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { CATEGORIES, type Category } from '../../lib/constants/categories';
import {
  AdminHeader,
  AdminPage,
  AdminSubtitle,
  AdminTitle,
  Field,
  FormActions,
  FormGrid,
  Hint,
  InlineList,
  Input,
  Notice,
  Panel,
  TextArea,
  ToggleLabel,
} from './shared/adminUi';
import { UploadNote } from './shared/UploadNote';
import { serverMessage } from './shared/apiError';
import { useImageUpload, useVideoUpload } from '../../components/useImageUpload';
import { isoToLocalDateTime, localDateTimeToIso } from './coupons/couponForm';
import { useNotify } from '../../components/Toaster';

export const DEAL_UPDATE_FAILED = 'Failed to update deal. Please try again.';

interface DealFormValues {
  title: string;
  discount: string;
  description: string;
  categories: Category[];
  isActive: boolean;
  endDate: string;
  imageUrl: string | null;
  heroVideoUrl: string | null;
  heroPosterUrl: string | null;
}

const valuesFromDeal = (deal: DealDto | null): DealFormValues => ({
  title: deal?.title ?? '',
  discount: deal ? String(deal.discount) : '',
  description: deal?.description ?? '',
  categories: deal?.categories ?? [],
  isActive: deal?.isActive ?? false,
  endDate: isoToLocalDateTime(deal?.endDate),
  imageUrl: deal?.imageUrl ?? null,
  heroVideoUrl: deal?.heroVideoUrl ?? null,
  heroPosterUrl: deal?.heroPosterUrl ?? null,
});

const Checkboxes = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: ${({ theme }) => theme.space.sm};

  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    color: ${({ theme }) => theme.colors.ink};
    font-weight: 400;
    cursor: pointer;
  }

  input {
    accent-color: ${({ theme }) => theme.colors.accent};
  }
`;

const Chips = styled(InlineList)`
  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    padding: 2px 4px 2px 12px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.accentSoft};
    color: ${({ theme }) => theme.colors.accentDark};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  button {
    width: 24px;
    height: 24px;
    border: 0;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: transparent;
    color: inherit;
    line-height: 1;

    &:hover {
      background: rgba(0, 0, 0, 0.08);
    }
  }
`;

const Fieldset = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  border: 0;
`;

const FieldName = styled.span`
  color: ${({ theme }) => theme.colors.inkSoft};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

const Banner = styled.img`
  width: 100%;
  max-height: 220px;
  border-radius: ${({ theme }) => theme.radii.md};
  object-fit: cover;
`;

const Spaced = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
`;

const HeroPreview = styled.video`
  display: block;
  width: 180px;
  aspect-ratio: 3 / 4;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.md};
`;

function DealForm({ deal }: { deal: DealDto | null }) {
  const id = useId();
  const [values, setValues] = useState(() => valuesFromDeal(deal));
  const [saveDeal, { isLoading }] = useSaveDealMutation();
  const notify = useNotify();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const banner = useImageUpload();
  const heroVideo = useVideoUpload();
  const heroPoster = useImageUpload();
  const uploading = [banner, heroVideo, heroPoster].some((upload) => upload.state === 'uploading');

  const set = (field: 'title' | 'discount' | 'description' | 'endDate') => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const toggleCategory = (category: Category, on: boolean) =>
    setValues((current) => ({
      ...current,
      categories: on
        ? CATEGORIES.filter((name) => name === category || current.categories.includes(name))
        : current.categories.filter((name) => name !== category),
    }));

  /** Uploads the chosen file and, once stored, puts its URL in `field`. */
  const choose =
    (upload: typeof banner, field: 'imageUrl' | 'heroVideoUrl' | 'heroPosterUrl') =>
    async (event: ChangeEvent<HTMLInputElement>) => {
      const file = event.target.files?.[0];
      event.target.value = '';
      if (!file) return;
      const url = await upload.uploadFile(file);
      if (url) setValues((current) => ({ ...current, [field]: url }));
    };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    try {
      const saved = await saveDeal({
        saveDealDto: {
          title: values.title.trim(),
          description: values.description.trim(),
          discount: Number(values.discount),
          imageUrl: values.imageUrl,
          heroVideo: values.heroVideoUrl,
          heroPoster: values.heroPosterUrl,
          endDate: localDateTimeToIso(values.endDate),
          categories: values.categories,
          isActive: values.isActive,
        },
      }).unwrap();
      const count = saved.applicableProducts;
      setOutcome({
        tone: 'success',
        text: `Deal updated successfully! It now applies to ${count} ${count === 1 ? 'product' : 'products'}.`,
      });
    } catch (failure) {
      notify.error(DEAL_UPDATE_FAILED);
      setOutcome({ tone: 'error', text: serverMessage(failure) ?? DEAL_UPDATE_FAILED });
    }
  };

  return (
    <Panel as="form" onSubmit={(event: FormEvent) => void submit(event)} aria-label="Deal">
      <FormGrid>
        <Field>
          <label htmlFor={`${id}-title`}>Deal Title</label>
          <Input id={`${id}-title`} value={values.title} onChange={set('title')} required />
        </Field>
        <Field>
          <label htmlFor={`${id}-discount`}>Discount (%)</label>
          <Input
            id={`${id}-discount`}
            type="number"
            min={1}
            max={100}
            value={values.discount}
            onChange={set('discount')}
            required
          />
        </Field>
        <Field $wide>
          <label htmlFor={`${id}-description`}>Description</label>
          <TextArea id={`${id}-description`} value={values.description} onChange={set('description')} />
        </Field>
        <Field $wide as={Fieldset}>
          <legend>Applicable Categories</legend>
          <Checkboxes>
            {CATEGORIES.map((category) => (
              <label key={category}>
                <input
                  type="checkbox"
                  checked={values.categories.includes(category)}
                  onChange={(event) => toggleCategory(category, event.target.checked)}
                />
                {category}
              </label>
            ))}
          </Checkboxes>
          <Hint aria-live="polite">
            {values.categories.length} {values.categories.length === 1 ? 'category' : 'categories'} selected
          </Hint>
          {values.categories.length > 0 ? (
            <Chips aria-label="Selected categories">
              {values.categories.map((category) => (
                <li key={category}>
                  {category}
                  <button
                    type="button"
                    aria-label={`Remove ${category}`}
                    onClick={() => toggleCategory(category, false)}
                  >
                    ×
                  </button>
                </li>
              ))}
            </Chips>
          ) : (
            <Notice $tone="warning">
              No categories selected: the deal settings are saved but no product prices change.
            </Notice>
          )}
        </Field>
        <Field>
          <FieldName id={`${id}-status`}>Deal Status</FieldName>
          <ToggleLabel>
            <input
              type="checkbox"
              role="switch"
              aria-labelledby={`${id}-status`}
              checked={values.isActive}
              onChange={(event) => setValues((current) => ({ ...current, isActive: event.target.checked }))}
            />
            {values.isActive ? 'Active' : 'Inactive'}
          </ToggleLabel>
        </Field>
        <Field>
          <label htmlFor={`${id}-end`}>Deal End Date</label>
          <Input id={`${id}-end`} type="datetime-local" value={values.endDate} onChange={set('endDate')} required />
        </Field>
        <Field $wide>
          <label htmlFor={`${id}-banner`}>Banner Image</label>
          {values.imageUrl ? (
            <Banner src={values.imageUrl} alt="Current deal banner" />
          ) : (
            <Hint>No banner image yet.</Hint>
          )}
          <Input
            id={`${id}-banner`}
            type="file"
            accept="image/*"
            onChange={(event) => void choose(banner, 'imageUrl')(event)}
          />
          <UploadNote state={banner.state} message={banner.message} />
        </Field>
        <Field>
          <label htmlFor={`${id}-hero-video`}>Home Hero Video</label>
          {values.heroVideoUrl ? (
            <HeroPreview src={values.heroVideoUrl} muted loop playsInline controls aria-label="Current hero video" />
          ) : (
            <Hint>No hero video: the home page shows its drawing.</Hint>
          )}
          <Input
            id={`${id}-hero-video`}
            type="file"
            accept="video/webm,video/mp4"
            onChange={(event) => void choose(heroVideo, 'heroVideoUrl')(event)}
          />
          <Hint>A few seconds, muted and looping; WebM or MP4, at most 4 MB.</Hint>
          <UploadNote state={heroVideo.state} message={heroVideo.message} what="video" />
          {values.heroVideoUrl && (
            <Button
              type="button"
              $variant="secondary"
              onClick={() => setValues((current) => ({ ...current, heroVideoUrl: null }))}
            >
              Remove Hero Video
            </Button>
          )}
        </Field>
        <Field>
          <label htmlFor={`${id}-hero-poster`}>Hero Poster Image</label>
          {values.heroPosterUrl ? (
            <HeroPreview as="img" src={values.heroPosterUrl} alt="Current hero poster" />
          ) : (
            <Hint>No poster yet: the hero shows only with one.</Hint>
          )}
          <Input
            id={`${id}-hero-poster`}
            type="file"
            accept="image/*"
            onChange={(event) => void choose(heroPoster, 'heroPosterUrl')(event)}
          />
          <Hint>Shown while the video loads and to shoppers who prefer less motion; portrait (3:4) works best.</Hint>
          <UploadNote state={heroPoster.state} message={heroPoster.message} />
        </Field>
      </FormGrid>
      {outcome && (
        <Spaced>
          <Notice $tone={outcome.tone} role={outcome.tone === 'error' ? 'alert' : 'status'}>
            {outcome.text}
          </Notice>
        </Spaced>
      )}
      <FormActions>
        <Button type="submit" disabled={isLoading || uploading}>
          {isLoading ? 'Updating Deal...' : 'Update Deal'}
        </Button>
      </FormActions>
    </Panel>
  );
}

/** The one site-wide deal: its wording, discount, categories, end and banner. */
export function DealsBannersPage() {
  useDocumentTitle('Deals & Banners');
  const { data, isLoading, isError, error } = useGetDealQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });

  let body;
  if (isLoading) body = <PageLoader label="Loading deal..." />;
  else if (isError || !data) {
    body = (
      <EmptyState
        title="Error Loading Deal"
        message={serverMessage(error) ?? 'Failed to load deal. Please try again.'}
      />
    );
  } else body = <DealForm deal={data.data} />;

  return (
    <AdminPage>
      <AdminHeader>
        <div>
          <AdminTitle>Deals &amp; Banners</AdminTitle>
          <AdminSubtitle>The limited-time deal shown on the home page and taken off product prices.</AdminSubtitle>
        </div>
      </AdminHeader>
      {body}
    </AdminPage>
  );
}
