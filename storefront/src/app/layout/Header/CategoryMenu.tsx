import { useCallback, useId, useRef, useState, type PointerEvent } from 'react';
import styled from 'styled-components';
import { ChevronDownIcon } from '../../../components/icons';
import { CATEGORIES, categoryPath } from '../../../lib/constants/categories';
import { DropdownLink, DropdownList, DropdownPanel } from './headerStyles';
import { closeOnLinkChoice, useDismiss } from './useDismiss';

const Wrapper = styled.div`
  position: relative;
`;

const Trigger = styled.button<{ $open: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.xs}`};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 500;
  letter-spacing: 0.06em;
  text-transform: uppercase;

  svg {
    transition: transform ${({ theme }) => theme.transition};
    transform: rotate(${({ $open }) => ($open ? '180deg' : '0deg')});
  }
`;

/** Desktop category dropdown: opens on hover or click, every category one click away. */
export function CategoryMenu() {
  const [open, setOpen] = useState(false);
  const wrapperRef = useRef<HTMLDivElement>(null);
  // A mouse opens the menu by hovering; the click that usually follows should keep it open
  // rather than toggle it shut. Touch and keyboard have no hover, so their click toggles.
  const openedByHover = useRef(false);
  const panelId = useId();
  const close = useCallback(() => {
    openedByHover.current = false;
    setOpen(false);
  }, []);
  useDismiss(wrapperRef, open, close);

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    openedByHover.current = true;
    setOpen(true);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') close();
  };
  const onTriggerClick = () => {
    if (openedByHover.current) {
      openedByHover.current = false;
      return;
    }
    setOpen((isOpen) => !isOpen);
  };

  return (
    <Wrapper ref={wrapperRef} onPointerEnter={onPointerEnter} onPointerLeave={onPointerLeave}>
      <Trigger type="button" $open={open} aria-expanded={open} aria-controls={panelId} onClick={onTriggerClick}>
        Categories
        <ChevronDownIcon size={16} />
      </Trigger>
      <DropdownPanel id={panelId} hidden={!open} onClick={closeOnLinkChoice(close)}>
        <DropdownList>
          <li>
            <DropdownLink to={categoryPath('all')}>All Categories</DropdownLink>
          </li>
          {CATEGORIES.map((category) => (
            <li key={category}>
              <DropdownLink to={categoryPath(category)}>{category}</DropdownLink>
            </li>
          ))}
        </DropdownList>
      </DropdownPanel>
    </Wrapper>
  );
}
