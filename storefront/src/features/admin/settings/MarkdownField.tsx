import { useState } from 'react';
import styled from 'styled-components';
import { usePreviewSettingsMarkdownMutation } from '../../../api/adminGenerated';
import { Prose } from '../../../components/Prose';
import { Hint, SmallButton, TextArea } from '../shared/adminUi';
import { serverMessage } from '../shared/apiError';
import { SETTINGS_MESSAGES } from './settingsForm';

const Tabs = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

const Editor = styled(TextArea)`
  min-height: 320px;
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const PreviewBox = styled.div`
  min-height: 320px;
  padding: ${({ theme }) => theme.space.md};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

interface MarkdownFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/**
 * A page's Markdown with a preview rendered by the server, the same sanitizing renderer the
 * shop uses, so what the admin sees is what shoppers get.
 */
export function MarkdownField({ id, label, value, onChange }: MarkdownFieldProps) {
  const [previewing, setPreviewing] = useState(false);
  const [preview, { data, isLoading, error }] = usePreviewSettingsMarkdownMutation();

  const showPreview = () => {
    setPreviewing(true);
    void preview({ previewMarkdownDto: { markdown: value } });
  };

  return (
    <div>
      <Tabs role="group" aria-label={`${label}: write or preview`}>
        <SmallButton type="button" aria-pressed={!previewing} onClick={() => setPreviewing(false)}>
          Write
        </SmallButton>
        <SmallButton type="button" aria-pressed={previewing} onClick={showPreview}>
          Preview
        </SmallButton>
      </Tabs>
      {previewing ? (
        <PreviewBox aria-label={`${label} preview`} role="region">
          {isLoading && <Hint role="status">Loading preview...</Hint>}
          {error && <Hint role="alert">{serverMessage(error) ?? SETTINGS_MESSAGES.previewFailed}</Hint>}
          {/* The server's sanitized HTML (backend settings/markdown.ts). */}
          {data && !isLoading && <Prose dangerouslySetInnerHTML={{ __html: data.html }} />}
        </PreviewBox>
      ) : (
        <Editor id={id} value={value} onChange={(event) => onChange(event.target.value)} spellCheck />
      )}
      <Hint>
        Markdown: ## for a heading, - for a list, **bold**, [text](/path) for a link. {'{shopName}'}, {'{phone}'},{' '}
        {'{email}'} and {'{returnWindowDays}'} are filled in from these settings. HTML is shown as text.
      </Hint>
    </div>
  );
}
