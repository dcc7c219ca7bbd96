import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  useGetEditableSettingsQuery,
  useSaveSettingsMutation,
  type EditableSettingsDto,
} from '../../../api/adminGenerated';
import { Button } from '../../../components/Button';
import { PageLoader } from '../../../components/PageLoader';
import { useNotify } from '../../../components/Toaster';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { staticPageTitle, type StaticPageSlug } from '../../pages';
import {
  AdminHeader,
  AdminPage,
  AdminSubtitle,
  AdminTitle,
  Field,
  FormActions,
  FormGrid,
  Hint,
  Input,
  Notice,
  Panel,
  PanelTitle,
  Select,
  SmallButton,
  TextArea,
} from '../shared/adminUi';
import { serverMessage } from '../shared/apiError';
import { MarkdownField } from './MarkdownField';
import { formValues, saveBody, SETTINGS_MESSAGES, validateSettings, type SettingsFormValues } from './settingsForm';

const LinkRow = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  align-items: end;
  padding-bottom: ${({ theme }) => theme.space.md};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 2fr auto;
  }
`;

const LinkList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  list-style: none;
`;

const MAX_FOOTER_LINKS = 12;

/** The form, once the settings are loaded (its values start from them and are the admin's after). */
function SettingsForm({ initial }: { initial: EditableSettingsDto }) {
  const id = useId();
  const notify = useNotify();
  const [values, setValues] = useState<SettingsFormValues>(() => formValues(initial));
  const [pageSlug, setPageSlug] = useState(initial.pages[0]?.slug ?? 'return-exchange');
  const [problem, setProblem] = useState<string | null>(null);
  const [save, { isLoading }] = useSaveSettingsMutation();

  const set =
    (
      field:
        | 'shopName'
        | 'phone'
        | 'email'
        | 'heroTitle'
        | 'heroText'
        | 'returnWindowDays'
        | 'communityUrl'
        | 'socialUrl'
        | 'socialName',
    ) =>
    (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [field]: event.target.value }));

  const setLink = (index: number, field: 'label' | 'url', value: string) =>
    setValues((current) => ({
      ...current,
      footerLinks: current.footerLinks.map((link, at) => (at === index ? { ...link, [field]: value } : link)),
    }));

  const setPage = (markdown: string) =>
    setValues((current) => ({
      ...current,
      pages: current.pages.map((page) => (page.slug === pageSlug ? { ...page, markdown } : page)),
    }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateSettings(values);
    setProblem(invalid);
    if (invalid) return;
    try {
      const saved = await save({ saveSettingsDto: saveBody(values) }).unwrap();
      setValues(formValues(saved));
      notify.success(SETTINGS_MESSAGES.saved);
    } catch (failure) {
      const text = serverMessage(failure) ?? SETTINGS_MESSAGES.failed;
      setProblem(text);
      notify.error(text);
    }
  };

  const page = values.pages.find((entry) => entry.slug === pageSlug);

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Shop settings">
      <AdminPage>
        <Panel>
          <PanelTitle>Shop</PanelTitle>
          <FormGrid>
            <Field>
              <label htmlFor={`${id}-name`}>Shop name</label>
              <Input id={`${id}-name`} value={values.shopName} onChange={set('shopName')} maxLength={80} required />
            </Field>
            <Field>
              <label htmlFor={`${id}-days`}>Return window (days)</label>
              <Input
                id={`${id}-days`}
                type="number"
                inputMode="numeric"
                min={1}
                max={60}
                step={1}
                value={values.returnWindowDays}
                onChange={set('returnWindowDays')}
              />
            </Field>
            <Field>
              <label htmlFor={`${id}-phone`}>Contact phone</label>
              <Input
                id={`${id}-phone`}
                type="tel"
                autoComplete="off"
                value={values.phone}
                onChange={set('phone')}
                maxLength={20}
              />
            </Field>
            <Field>
              <label htmlFor={`${id}-email`}>Contact e-mail</label>
              <Input
                id={`${id}-email`}
                type="email"
                autoComplete="off"
                value={values.email}
                onChange={set('email')}
                maxLength={254}
              />
            </Field>
          </FormGrid>
        </Panel>

        <Panel>
          <PanelTitle>Home page hero</PanelTitle>
          <FormGrid>
            <Field $wide>
              <label htmlFor={`${id}-hero-title`}>Hero title</label>
              <Input id={`${id}-hero-title`} value={values.heroTitle} onChange={set('heroTitle')} maxLength={120} />
            </Field>
            <Field $wide>
              <label htmlFor={`${id}-hero-text`}>Hero text</label>
              <TextArea id={`${id}-hero-text`} value={values.heroText} onChange={set('heroText')} maxLength={400} />
            </Field>
          </FormGrid>
        </Panel>

        <Panel>
          <PanelTitle>Footer links</PanelTitle>
          <Hint>The Useful Links column: a page of the shop (/about-us) or another site (https://…).</Hint>
          <LinkList>
            {values.footerLinks.map((link, index) => (
              <LinkRow key={index}>
                <Field>
                  <label htmlFor={`${id}-link-${index}-label`}>Label</label>
                  <Input
                    id={`${id}-link-${index}-label`}
                    value={link.label}
                    maxLength={40}
                    onChange={(event) => setLink(index, 'label', event.target.value)}
                  />
                </Field>
                <Field>
                  <label htmlFor={`${id}-link-${index}-url`}>URL</label>
                  <Input
                    id={`${id}-link-${index}-url`}
                    value={link.url}
                    maxLength={500}
                    inputMode="url"
                    onChange={(event) => setLink(index, 'url', event.target.value)}
                  />
                </Field>
                <SmallButton
                  type="button"
                  $tone="danger"
                  aria-label={`Remove footer link ${link.label || index + 1}`}
                  onClick={() =>
                    setValues((current) => ({
                      ...current,
                      footerLinks: current.footerLinks.filter((_, at) => at !== index),
                    }))
                  }
                >
                  Remove
                </SmallButton>
              </LinkRow>
            ))}
          </LinkList>
          <SmallButton
            type="button"
            disabled={values.footerLinks.length >= MAX_FOOTER_LINKS}
            onClick={() =>
              setValues((current) => ({ ...current, footerLinks: [...current.footerLinks, { label: '', url: '/' }] }))
            }
          >
            Add link
          </SmallButton>
          <Hint>The Contact Us column's community group and social profile (https://…).</Hint>
          <FormGrid>
            <Field $wide>
              <label htmlFor={`${id}-community`}>Community group link</label>
              <Input
                id={`${id}-community`}
                type="url"
                inputMode="url"
                value={values.communityUrl}
                onChange={set('communityUrl')}
                maxLength={500}
              />
            </Field>
            <Field>
              <label htmlFor={`${id}-social-url`}>Social profile link</label>
              <Input
                id={`${id}-social-url`}
                type="url"
                inputMode="url"
                value={values.socialUrl}
                onChange={set('socialUrl')}
                maxLength={500}
              />
            </Field>
            <Field>
              <label htmlFor={`${id}-social-name`}>Social network name</label>
              <Input id={`${id}-social-name`} value={values.socialName} onChange={set('socialName')} maxLength={40} />
            </Field>
          </FormGrid>
        </Panel>

        <Panel>
          <PanelTitle>Information pages</PanelTitle>
          <FormGrid>
            <Field $wide>
              <label htmlFor={`${id}-page`}>Page</label>
              <Select
                id={`${id}-page`}
                value={pageSlug}
                onChange={(event) => setPageSlug(event.target.value as typeof pageSlug)}
              >
                {values.pages.map((entry) => (
                  <option key={entry.slug} value={entry.slug}>
                    {staticPageTitle(entry.slug as StaticPageSlug)}
                  </option>
                ))}
              </Select>
            </Field>
            {page && (
              <Field $wide>
                <label htmlFor={`${id}-markdown`}>Page text</label>
                <MarkdownField
                  key={pageSlug}
                  id={`${id}-markdown`}
                  label="Page text"
                  value={page.markdown}
                  onChange={setPage}
                />
              </Field>
            )}
          </FormGrid>
        </Panel>

        {problem && (
          <Notice $tone="error" role="alert">
            {problem}
          </Notice>
        )}
        <FormActions>
          <Button type="submit" disabled={isLoading}>
            {isLoading ? 'Saving...' : 'Save Settings'}
          </Button>
        </FormActions>
      </AdminPage>
    </form>
  );
}

/** The owner's words: name, contact, home hero, footer links, information pages, return window. */
export function SettingsPage() {
  useDocumentTitle('Settings');
  const { data, isLoading, isError } = useGetEditableSettingsQuery();

  return (
    <AdminPage>
      <AdminHeader>
        <div>
          <AdminTitle>Settings</AdminTitle>
          <AdminSubtitle>What shoppers read: shown at once, no rebuild needed.</AdminSubtitle>
        </div>
      </AdminHeader>
      {isLoading && <PageLoader label="Loading settings..." />}
      {!isLoading && (isError || !data) && (
        <Notice $tone="error" role="alert">
          {SETTINGS_MESSAGES.loadFailed}
        </Notice>
      )}
      {data && <SettingsForm initial={data} />}
    </AdminPage>
  );
}
