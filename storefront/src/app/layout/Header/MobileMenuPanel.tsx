import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { CloseIcon } from '../../../components/icons';
import { Logo } from '../../../components/Logo';
import { CATEGORIES, categoryPath } from '../../../lib/constants/categories';
import { IconButton } from './headerStyles';
import { closeOnLinkChoice, useDismiss } from './useDismiss';

const Backdrop = styled.div<{ $open: boolean }>`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.drawer};
  background: ${({ theme }) => theme.colors.overlay};
  opacity: ${({ $open }) => ($open ? 1 : 0)};
  visibility: ${({ $open }) => ($open ? 'visible' : 'hidden')};
  transition:
    opacity ${({ theme }) => theme.transition},
    visibility ${({ theme }) => theme.transition};
`;

const Panel = styled.nav<{ $open: boolean }>`
  position: absolute;
  inset: 0 auto 0 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  width: min(320px, 86vw);
  padding: ${({ theme }) => theme.space.lg};
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  transform: translateX(${({ $open }) => ($open ? '0' : '-100%')});
  transition: transform 240ms ease;
`;

const PanelHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
`;

const SectionTitle = styled.p`
  margin-bottom: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  letter-spacing: 0.18em;
`;

const MenuLinks = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const MenuLink = styled(NavLink)`
  display: block;
  padding: ${({ theme }) => `${theme.space.sm} 0`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.ink};

  &.active {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const CollectionLink = styled(MenuLink)`
  font-weight: 600;
  letter-spacing: 0.12em;
`;

/**
 * The small-screen menu's panel, sliding in from the left with the whole catalogue. It may be
 * mounted by the press that opens it; it slides in then too, as it does every later time.
 */
export function MobileMenuPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const panelRef = useRef<HTMLElement>(null);
  useDismiss(panelRef, open, onClose);
  // Drawn closed for one frame first: the slide is a transition, which needs a state to start from.
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    let frame = window.requestAnimationFrame(() => {
      frame = window.requestAnimationFrame(() => setDrawn(true));
    });
    return () => window.cancelAnimationFrame(frame);
  }, []);
  const shown = open && drawn;

  // Rendered at the end of <body>: the header's backdrop blur would otherwise become the
  // containing block of this fixed layer and clip it to the header's height.
  return createPortal(
    <Backdrop $open={shown} inert={!shown}>
      <Panel ref={panelRef} $open={shown} aria-label="Mobile menu" onClick={closeOnLinkChoice(onClose)}>
        <PanelHeader>
          <Logo />
          <IconButton type="button" aria-label="Close menu" onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </PanelHeader>
        <CollectionLink to={categoryPath('all')}>ALL COLLECTION</CollectionLink>
        <div>
          <SectionTitle>CATEGORIES</SectionTitle>
          <MenuLinks>
            {CATEGORIES.map((category) => (
              <li key={category}>
                <MenuLink to={categoryPath(category)}>{category}</MenuLink>
              </li>
            ))}
          </MenuLinks>
        </div>
      </Panel>
    </Backdrop>,
    document.body,
  );
}
