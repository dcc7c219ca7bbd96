import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { type ReelDto } from '../../api/generated';
import {
  useListAllReelsQuery,
  useCreateReelMutation,
  useDeleteReelMutation,
  useToggleReelMutation,
  useUpdateReelMutation,
} from '../../api/adminGenerated';
import { useAppSelector } from '../../app/hooks';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { Modal } from '../../components/Modal';
import { PageLoader } from '../../components/PageLoader';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { formatLongDate } from '../../lib/dates';
import { selectCurrentUser } from '../auth';
import { DialogFooter } from './shared/DialogFooter';
import {
  AdminHeader,
  AdminPage,
  AdminSubtitle,
  AdminTitle,
  Badge,
  Field,
  Input,
  Notice,
  RowActions,
  SmallButton,
  TextArea,
} from './shared/adminUi';
import {
  reelDotStep,
  reelEmbedUrl,
  reelProblem,
  REEL_MESSAGES,
  TROUBLESHOOTING_STEPS,
  type ReelProblem,
} from './reels/reelView';
import { useConfirm } from '../../components/ConfirmDialog';

const Track = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  padding-bottom: ${({ theme }) => theme.space.sm};
  overflow-x: auto;
  scroll-behavior: smooth;
  scroll-snap-type: x mandatory;
`;

const Card = styled.article`
  display: flex;
  flex: 0 0 min(325px, 85vw);
  flex-direction: column;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.soft};
  scroll-snap-align: start;
`;

const Frame = styled.iframe`
  width: 100%;
  height: 550px;
  border: 0;
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const CardBody = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
`;

const Caption = styled.p`
  display: -webkit-box;
  overflow: hidden;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
`;

const Meta = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Dots = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Dot = styled.button<{ $active: boolean }>`
  width: ${({ $active }) => ($active ? '26px' : '10px')};
  height: 10px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ $active, theme }) => ($active ? theme.colors.accent : theme.colors.border)};
  transition: width ${({ theme }) => theme.transition};
`;

const Who = styled.p`
  color: ${({ theme }) => theme.colors.inkSoft};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Steps = styled.ol`
  margin: ${({ theme }) => `${theme.space.sm} 0 0`};
  padding-left: ${({ theme }) => theme.space.lg};
`;

/** The message, with the troubleshooting steps when the trouble is the sign-in. */
function ProblemText({ problem }: { problem: ReelProblem }) {
  return (
    <>
      {problem.message}
      {problem.auth && (
        <>
          <br />
          <strong>Troubleshooting:</strong>
          <Steps>
            {TROUBLESHOOTING_STEPS.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </Steps>
        </>
      )}
    </>
  );
}

function ProblemNotice({ problem }: { problem: ReelProblem }) {
  return (
    <Notice $tone="error" role="alert">
      <ProblemText problem={problem} />
    </Notice>
  );
}

interface ReelModalProps {
  reel: ReelDto | null;
  onClose: () => void;
}

function ReelModal({ reel, onClose }: ReelModalProps) {
  const id = useId();
  const [instagramUrl, setInstagramUrl] = useState(reel?.instagramUrl ?? '');
  const [caption, setCaption] = useState(reel?.caption ?? '');
  const [problem, setProblem] = useState<ReelProblem | null>(null);
  const [createReel, create] = useCreateReelMutation();
  const [updateReel, update] = useUpdateReelMutation();
  const saving = create.isLoading || update.isLoading;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const saveReelDto = { instagramUrl: instagramUrl.trim(), caption: caption.trim() };
    try {
      if (reel) await updateReel({ id: reel._id, saveReelDto }).unwrap();
      else await createReel({ saveReelDto }).unwrap();
      onClose();
    } catch (failure) {
      setProblem(reelProblem(failure, 'save'));
    }
  };

  return (
    <Modal title={reel ? 'Edit Reel' : 'Add New Reel'} onClose={onClose}>
      <form onSubmit={(event) => void submit(event)}>
        <Field>
          <label htmlFor={`${id}-url`}>Instagram Reel Link *</label>
          <Input
            id={`${id}-url`}
            type="url"
            required
            value={instagramUrl}
            onChange={(event) => setInstagramUrl(event.target.value)}
            placeholder="https://www.instagram.com/reel/..."
          />
        </Field>
        <Field>
          <label htmlFor={`${id}-caption`}>Caption *</label>
          <TextArea
            id={`${id}-caption`}
            required
            value={caption}
            onChange={(event) => setCaption(event.target.value)}
          />
        </Field>
        <DialogFooter
          error={problem && <ProblemText problem={problem} />}
          onCancel={onClose}
          busy={saving}
          label={reel ? 'Update Reel' : 'Add Reel'}
          busyLabel="Saving..."
        />
      </form>
    </Modal>
  );
}

function useWindowWidth() {
  const [width, setWidth] = useState(() => window.innerWidth);
  useEffect(() => {
    const onResize = () => setWidth(window.innerWidth);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return width;
}

function ReelCarousel({
  reels,
  onEdit,
  onProblem,
}: {
  reels: ReelDto[];
  onEdit: (reel: ReelDto) => void;
  onProblem: (problem: ReelProblem | null) => void;
}) {
  const track = useRef<HTMLDivElement>(null);
  const step = reelDotStep(useWindowWidth());
  const [current, setCurrent] = useState(0);
  const [removeReel] = useDeleteReelMutation();
  const [toggleReel] = useToggleReelMutation();
  const [ask, confirmDialog] = useConfirm();

  const goTo = (index: number) => {
    setCurrent(index);
    track.current?.scrollTo({ left: index * step, behavior: 'smooth' });
  };

  const remove = async (reel: ReelDto) => {
    if (!(await ask(REEL_MESSAGES.confirmDelete))) return;
    onProblem(null);
    try {
      await removeReel({ id: reel._id }).unwrap();
    } catch (failure) {
      onProblem(reelProblem(failure, 'delete'));
    }
  };

  const toggle = async (reel: ReelDto) => {
    onProblem(null);
    try {
      await toggleReel({ id: reel._id }).unwrap();
    } catch (failure) {
      onProblem(reelProblem(failure, 'toggle'));
    }
  };

  return (
    <>
      <Track
        ref={track}
        aria-label="Reels"
        onScroll={(event) => setCurrent(Math.round(event.currentTarget.scrollLeft / step))}
      >
        {reels.map((reel) => (
          <Card key={reel._id} aria-label={reel.caption}>
            <Frame
              src={reelEmbedUrl(reel.embedId)}
              title={`Instagram reel: ${reel.caption}`}
              loading="lazy"
              allow="autoplay; encrypted-media; picture-in-picture"
            />
            <CardBody>
              <Caption>{reel.caption}</Caption>
              <Meta>
                <Badge $background={reel.isActive ? '#e1efe3' : '#eee8e0'} $ink={reel.isActive ? '#2d5f3a' : '#6d635a'}>
                  {reel.isActive ? 'Active' : 'Inactive'}
                </Badge>
                <span>{formatLongDate(reel.createdAt)}</span>
              </Meta>
              <RowActions>
                <SmallButton type="button" $tone="accent" onClick={() => onEdit(reel)}>
                  Edit
                </SmallButton>
                <SmallButton type="button" onClick={() => void toggle(reel)}>
                  {reel.isActive ? 'Hide' : 'Show'}
                </SmallButton>
                <SmallButton
                  type="button"
                  $tone="danger"
                  aria-label={`Delete reel ${reel.caption}`}
                  onClick={() => void remove(reel)}
                >
                  Delete
                </SmallButton>
              </RowActions>
            </CardBody>
          </Card>
        ))}
      </Track>
      {reels.length > 1 && (
        <Dots role="group" aria-label="Reel position">
          {reels.map((reel, index) => (
            <Dot
              key={reel._id}
              type="button"
              $active={index === current}
              aria-label={`Go to reel ${index + 1}`}
              aria-current={index === current}
              onClick={() => goTo(index)}
            />
          ))}
        </Dots>
      )}
      {confirmDialog}
    </>
  );
}

/** The Instagram reels shown on the home page: add, edit, hide or remove them. */
export function ManageReelsPage() {
  useDocumentTitle('Instagram Reels');
  const user = useAppSelector(selectCurrentUser);
  const { data, isLoading, error } = useListAllReelsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [editing, setEditing] = useState<ReelDto | 'new' | null>(null);
  const [actionProblem, setActionProblem] = useState<ReelProblem | null>(null);

  let body;
  if (isLoading) body = <PageLoader label="Loading reels..." />;
  else if (error || !data) body = <ProblemNotice problem={reelProblem(error, 'load')} />;
  else if (data.data.length === 0) {
    body = <EmptyState title="No reels found" message="Add your first Instagram reel to get started" />;
  } else {
    body = <ReelCarousel reels={data.data} onEdit={setEditing} onProblem={setActionProblem} />;
  }

  return (
    <AdminPage>
      <AdminHeader>
        <div>
          <AdminTitle>Instagram Reels</AdminTitle>
          <AdminSubtitle>Short videos for the home page carousel.</AdminSubtitle>
          {user && (
            <Who>
              Signed in as {user.email} ({user.role})
            </Who>
          )}
        </div>
        <Button type="button" onClick={() => setEditing('new')}>
          Add New Reel
        </Button>
      </AdminHeader>
      {actionProblem && <ProblemNotice problem={actionProblem} />}
      {body}
      {editing && <ReelModal reel={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </AdminPage>
  );
}
