import { Link, NavLink } from 'react-router-dom';
import styled, { css } from 'styled-components';

/** Round icon-only controls of the header (menu, cart, account). */
export const iconControl = css`
  position: relative;
  display: inline-grid;
  place-items: center;
  width: 42px;
  height: 42px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.ink};
  transition: background ${({ theme }) => theme.transition};

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

export const IconButton = styled.button`
  ${iconControl}
`;

export const IconLink = styled(Link)`
  ${iconControl}
`;

/** The card that drops below a header control (categories, account). */
export const DropdownPanel = styled.div<{ $align?: 'start' | 'end' }>`
  position: absolute;
  top: 100%;
  margin-top: ${({ theme }) => theme.space.sm};
  ${({ $align = 'start' }) => ($align === 'end' ? 'right: 0;' : 'left: 0;')}
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  min-width: 230px;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};

  /* Bridges the gap under the trigger so a hover-opened panel survives the pointer's trip. */
  &::before {
    content: '';
    position: absolute;
    left: 0;
    right: 0;
    bottom: 100%;
    height: ${({ theme }) => theme.space.sm};
  }
`;

export const DropdownList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const DropdownLink = styled(NavLink)`
  display: block;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.inkSoft};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  transition:
    background ${({ theme }) => theme.transition},
    color ${({ theme }) => theme.transition};

  &:hover,
  &.active {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.ink};
  }
`;
