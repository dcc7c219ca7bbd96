import { useCallback, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { UserIcon } from '../../../components/icons';
import { type SessionUser, useSignOut } from '../../../features/auth';
import { accountLinksFor } from './accountLinks';
import { DropdownLink, DropdownList, DropdownPanel, IconButton } from './headerStyles';
import { closeOnLinkChoice, useDismiss } from './useDismiss';

const Wrapper = styled.div`
  position: relative;
`;

const Avatar = styled.span`
  display: grid;
  place-items: center;
  width: 34px;
  height: 34px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accentDark};
  font-weight: 700;

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Identity = styled.div`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md} ${theme.space.md}`};
  margin-bottom: ${({ theme }) => theme.space.xs};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Username = styled.p`
  font-weight: 600;
`;

const Email = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const LogoutButton = styled.button`
  width: 100%;
  margin-top: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: transparent;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: left;
`;

function UserAvatar({ user }: { user: SessionUser }) {
  return (
    <Avatar>
      {user.profileImage ? (
        <img src={user.profileImage} alt="" />
      ) : (
        user.username.charAt(0).toUpperCase() || <UserIcon size={18} />
      )}
    </Avatar>
  );
}

/** Signed-in shoppers get their avatar and a menu; everyone else a way to sign in. */
/** The avatar and its menu for a signed-in user: its own chunk, as most first visits are signed out. */
export function SignedInMenu({ user }: { user: SessionUser }) {
  const [open, setOpen] = useState(false);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  const signOut = useSignOut();
  useDismiss(wrapperRef, open, close);

  return (
    <Wrapper ref={wrapperRef}>
      <IconButton
        type="button"
        aria-label="Account menu"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        <UserAvatar user={user} />
      </IconButton>
      <DropdownPanel id={panelId} $align="end" hidden={!open} onClick={closeOnLinkChoice(close)}>
        <Identity>
          <Username>{user.username}</Username>
          <Email>{user.email}</Email>
        </Identity>
        <nav aria-label="Account">
          <DropdownList>
            {accountLinksFor(user).map((link) => (
              <li key={link.to}>
                <DropdownLink to={link.to} end>
                  {link.label}
                </DropdownLink>
              </li>
            ))}
          </DropdownList>
        </nav>
        <LogoutButton
          type="button"
          onClick={() => {
            close();
            void signOut();
          }}
        >
          Logout
        </LogoutButton>
      </DropdownPanel>
    </Wrapper>
  );
}
