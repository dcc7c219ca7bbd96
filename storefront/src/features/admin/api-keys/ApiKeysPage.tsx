import { useId, useState, type FormEvent } from 'react';
import {
  useCreateApiKeyMutation,
  useListApiKeyAuditQuery,
  useListApiKeysQuery,
  useRevokeApiKeyMutation,
  useRotateApiKeyMutation,
  type ApiKeyDto,
} from '../../../api/adminGenerated';
import { Button } from '../../../components/Button';
import { useConfirm } from '../../../components/ConfirmDialog';
import { EmptyState } from '../../../components/EmptyState';
import { PageLoader } from '../../../components/PageLoader';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { Pager } from '../shared/Pager';
import {
  AdminHeader,
  AdminPage,
  AdminSubtitle,
  AdminTitle,
  Field,
  FormActions,
  FormGrid,
  Input,
  Notice,
  Panel,
  PanelTitle,
  RowActions,
  Select,
  SmallButton,
  Table,
  TableScroller,
} from '../shared/adminUi';
import { serverMessage } from '../shared/apiError';
import {
  API_KEY_AREAS,
  API_KEY_MESSAGES,
  formatWhen,
  keyFormProblem,
  keyState,
  scopesFrom,
  type ApiKeyArea,
  type AreaAccess,
} from './apiKeyView';

const NO_ACCESS = Object.fromEntries(API_KEY_AREAS.map((area) => [area, 'none'])) as Record<ApiKeyArea, AreaAccess>;
const AUDIT_PAGE_SIZE = 20;

function NewKeyForm({ onSecret }: { onSecret: (secret: string) => void }) {
  const id = useId();
  const [name, setName] = useState('');
  const [access, setAccess] = useState(NO_ACCESS);
  const [expiresOn, setExpiresOn] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [createKey, creating] = useCreateApiKeyMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const scopes = scopesFrom(access);
    const local = keyFormProblem(name, scopes, expiresOn, new Date().toISOString().slice(0, 10));
    setProblem(local);
    if (local) return;
    try {
      const created = await createKey({
        createApiKeyDto: { name: name.trim(), scopes, ...(expiresOn ? { expiresAt: `${expiresOn}T23:59:59` } : {}) },
      }).unwrap();
      onSecret(created.secret);
      setName('');
      setAccess(NO_ACCESS);
      setExpiresOn('');
    } catch (failure) {
      setProblem(serverMessage(failure) ?? 'The key could not be created. Please try again.');
    }
  };

  return (
    <Panel>
      <PanelTitle>Create a key</PanelTitle>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <FormGrid>
          <Field>
            <label htmlFor={`${id}-name`}>Name *</label>
            <Input id={`${id}-name`} value={name} maxLength={100} onChange={(e) => setName(e.target.value)} />
          </Field>
          <Field>
            <label htmlFor={`${id}-expires`}>Expires on</label>
            <Input id={`${id}-expires`} type="date" value={expiresOn} onChange={(e) => setExpiresOn(e.target.value)} />
          </Field>
          {API_KEY_AREAS.map((area) => (
            <Field key={area}>
              <label htmlFor={`${id}-${area}`}>{area[0].toUpperCase() + area.slice(1)}</label>
              <Select
                id={`${id}-${area}`}
                value={access[area]}
                onChange={(e) => setAccess({ ...access, [area]: e.target.value as AreaAccess })}
              >
                <option value="none">No access</option>
                <option value="read">Read</option>
                <option value="write">Read and write</option>
              </Select>
            </Field>
          ))}
        </FormGrid>
        {problem && (
          <Notice $tone="error" role="alert">
            {problem}
          </Notice>
        )}
        <FormActions>
          <Button type="submit" disabled={creating.isLoading}>
            Create Key
          </Button>
        </FormActions>
      </form>
    </Panel>
  );
}

function AuditLog() {
  const [page, setPage] = useState(1);
  const { data, isLoading, error } = useListApiKeyAuditQuery(
    { page, limit: AUDIT_PAGE_SIZE },
    { refetchOnMountOrArgChange: true },
  );
  let body;
  if (isLoading) body = <PageLoader label="Loading the log..." />;
  else if (error || !data) body = <Notice $tone="error">The log could not be loaded. Please try again.</Notice>;
  else if (data.entries.length === 0) body = <p>{API_KEY_MESSAGES.auditEmpty}</p>;
  else {
    body = (
      <>
        <TableScroller>
          <Table>
            <thead>
              <tr>
                <th>When</th>
                <th>Key</th>
                <th>Call</th>
                <th>Status</th>
              </tr>
            </thead>
            <tbody>
              {data.entries.map((entry) => (
                <tr key={entry.id}>
                  <td>{formatWhen(entry.createdAt)}</td>
                  <td>{entry.keyName}</td>
                  <td>
                    <code>
                      {entry.method} {entry.path}
                    </code>
                  </td>
                  <td>{entry.status}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroller>
        <Pager
          page={data.page}
          pageSize={AUDIT_PAGE_SIZE}
          total={data.total}
          totalPages={data.totalPages}
          onPage={setPage}
        />
      </>
    );
  }
  return (
    <Panel>
      <PanelTitle>Writes made with keys</PanelTitle>
      {body}
    </Panel>
  );
}

/** API keys for programs: create with scopes, see last use, rotate, revoke, and the log of their writes. */
export function ApiKeysPage() {
  useDocumentTitle('API Keys');
  const { data, isLoading, error } = useListApiKeysQuery(undefined, { refetchOnMountOrArgChange: true });
  const [rotateKey] = useRotateApiKeyMutation();
  const [revokeKey] = useRevokeApiKeyMutation();
  const [ask, confirmDialog] = useConfirm();
  const [secret, setSecret] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const act = async (key: ApiKeyDto, action: 'rotate' | 'revoke') => {
    const question = action === 'rotate' ? API_KEY_MESSAGES.confirmRotate : API_KEY_MESSAGES.confirmRevoke;
    if (!(await ask(question, action === 'rotate' ? 'Rotate' : 'Revoke'))) return;
    setProblem(null);
    try {
      if (action === 'rotate') setSecret((await rotateKey({ id: key.id }).unwrap()).secret);
      else await revokeKey({ id: key.id }).unwrap();
    } catch (failure) {
      setProblem(serverMessage(failure) ?? `The key could not be ${action === 'rotate' ? 'rotated' : 'revoked'}.`);
    }
  };

  const keys = data?.keys ?? [];
  const now = new Date();
  let body;
  if (isLoading) body = <PageLoader label={API_KEY_MESSAGES.loading} />;
  else if (error || !data) body = <Notice $tone="error">{API_KEY_MESSAGES.loadError}</Notice>;
  else if (keys.length === 0) {
    body = <EmptyState title={API_KEY_MESSAGES.emptyTitle} message={API_KEY_MESSAGES.emptyMessage} />;
  } else {
    body = (
      <TableScroller>
        <Table>
          <thead>
            <tr>
              <th>Name</th>
              <th>Key</th>
              <th>Scopes</th>
              <th>Last used</th>
              <th>Expires</th>
              <th>Status</th>
              <th>Actions</th>
            </tr>
          </thead>
          <tbody>
            {keys.map((key) => {
              const state = keyState(key, now);
              return (
                <tr key={key.id}>
                  <td>{key.name}</td>
                  <td>
                    <code>{key.prefix}…</code>
                  </td>
                  <td>{key.scopes.join(', ')}</td>
                  <td>{formatWhen(key.lastUsedAt)}</td>
                  <td>{formatWhen(key.expiresAt)}</td>
                  <td>{state}</td>
                  <td>
                    {state !== 'Revoked' && (
                      <RowActions>
                        <SmallButton
                          type="button"
                          aria-label={`Rotate ${key.name}`}
                          onClick={() => void act(key, 'rotate')}
                        >
                          Rotate
                        </SmallButton>
                        <SmallButton
                          type="button"
                          $tone="danger"
                          aria-label={`Revoke ${key.name}`}
                          onClick={() => void act(key, 'revoke')}
                        >
                          Revoke
                        </SmallButton>
                      </RowActions>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      </TableScroller>
    );
  }

  return (
    <AdminPage>
      <AdminHeader>
        <div>
          <AdminTitle>API Keys</AdminTitle>
          <AdminSubtitle>Credentials for your other systems, each limited to the areas it needs.</AdminSubtitle>
        </div>
      </AdminHeader>
      {secret && (
        <Notice $tone="warning" role="status">
          {API_KEY_MESSAGES.secretOnce} <code>{secret}</code>{' '}
          <SmallButton type="button" onClick={() => setSecret(null)}>
            Done
          </SmallButton>
        </Notice>
      )}
      {problem && (
        <Notice $tone="error" role="alert">
          {problem}
        </Notice>
      )}
      <NewKeyForm onSecret={setSecret} />
      {body}
      <AuditLog />
      {confirmDialog}
    </AdminPage>
  );
}
