import { useId, useState, type FormEvent } from 'react';
import {
  useCreateWebhookEndpointMutation,
  useUpdateWebhookEndpointMutation,
  type WebhookEndpointDto,
} from '../../../api/adminGenerated';
import { Modal } from '../../../components/Modal';
import { DialogFooter } from '../shared/DialogFooter';
import { Field, Hint, Input, ToggleLabel } from '../shared/adminUi';
import { serverMessage } from '../shared/apiError';
import { endpointFormProblem, WEBHOOK_EVENT_OPTIONS, type WebhookEventName } from './webhookView';

interface EndpointModalProps {
  endpoint: WebhookEndpointDto | null;
  onClose: () => void;
  /** A new endpoint's signing secret, to show once. */
  onCreated: (secret: string) => void;
}

/** Adds an endpoint or edits one: URL, note, events and whether it is on. */
export function EndpointModal({ endpoint, onClose, onCreated }: EndpointModalProps) {
  const id = useId();
  const [url, setUrl] = useState(endpoint?.url ?? '');
  const [description, setDescription] = useState(endpoint?.description ?? '');
  const [events, setEvents] = useState<WebhookEventName[]>(endpoint?.events ?? []);
  const [enabled, setEnabled] = useState(endpoint?.enabled ?? true);
  const [problem, setProblem] = useState<string | null>(null);
  const [createEndpoint, create] = useCreateWebhookEndpointMutation();
  const [updateEndpoint, update] = useUpdateWebhookEndpointMutation();

  const toggleEvent = (event: WebhookEventName, on: boolean) =>
    setEvents((current) =>
      WEBHOOK_EVENT_OPTIONS.map((option) => option.value).filter((value) =>
        value === event ? on : current.includes(value),
      ),
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const local = endpointFormProblem(url, events);
    setProblem(local);
    if (local) return;
    const fields = { url: url.trim(), description: description.trim(), events, enabled };
    try {
      if (endpoint) await updateEndpoint({ id: endpoint.id, updateWebhookEndpointDto: fields }).unwrap();
      else onCreated((await createEndpoint({ createWebhookEndpointDto: fields }).unwrap()).secret);
      onClose();
    } catch (failure) {
      setProblem(serverMessage(failure) ?? 'The endpoint could not be saved. Please try again.');
    }
  };

  return (
    <Modal title={endpoint ? 'Edit Endpoint' : 'Add Endpoint'} onClose={onClose}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Field>
          <label htmlFor={`${id}-url`}>Endpoint URL *</label>
          <Input
            id={`${id}-url`}
            type="url"
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            placeholder="https://erp.example.in/hooks/decor-shop"
          />
        </Field>
        <Field>
          <label htmlFor={`${id}-description`}>Description</label>
          <Input
            id={`${id}-description`}
            maxLength={200}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
          />
        </Field>
        <fieldset>
          <legend>Events *</legend>
          {WEBHOOK_EVENT_OPTIONS.map((option) => (
            <ToggleLabel key={option.value}>
              <input
                type="checkbox"
                checked={events.includes(option.value)}
                onChange={(event) => toggleEvent(option.value, event.target.checked)}
              />
              {option.label} <code>{option.value}</code>
            </ToggleLabel>
          ))}
        </fieldset>
        <ToggleLabel>
          <input type="checkbox" checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />
          Enabled
        </ToggleLabel>
        {endpoint && !endpoint.enabled && endpoint.disabledReason && (
          <Hint>{endpoint.disabledReason}. Turning it on again clears the failure count.</Hint>
        )}
        <DialogFooter
          error={problem}
          onCancel={onClose}
          busy={create.isLoading || update.isLoading}
          label={endpoint ? 'Save Endpoint' : 'Add Endpoint'}
          busyLabel="Saving..."
        />
      </form>
    </Modal>
  );
}
