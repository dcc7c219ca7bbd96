import styled, { css } from 'styled-components';

/** The one look of the shop's text boxes, selects and text areas, invalid state included. */
const controlLook = css`
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
  font: inherit;

  &:focus {
    border-color: ${({ theme }) => theme.colors.accent};
    outline: 2px solid ${({ theme }) => theme.colors.accentSoft};
  }

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

export const Input = styled.input`
  ${controlLook}
`;

export const Select = styled.select`
  ${controlLook}
`;

export const TextArea = styled.textarea`
  ${controlLook}
  min-height: 110px;
  resize: vertical;
`;
