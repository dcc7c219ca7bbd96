import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

interface VariantProps {
  $variant?: ButtonVariant;
}

// Buttons and links that look like buttons share one look, so a call to action reads the same
// whether it submits something or goes somewhere.
const buttonLook = css<VariantProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid transparent;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  transition:
    background ${({ theme }) => theme.transition},
    color ${({ theme }) => theme.transition},
    border-color ${({ theme }) => theme.transition};

  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }

  ${({ $variant = 'primary', theme }) => {
    switch ($variant) {
      case 'secondary':
        return css`
          background: transparent;
          color: ${theme.colors.ink};
          border-color: ${theme.colors.ink};
          &:hover:not(:disabled) {
            background: ${theme.colors.ink};
            color: ${theme.colors.onDark};
          }
        `;
      case 'ghost':
        return css`
          background: transparent;
          color: ${theme.colors.accentDark};
          &:hover:not(:disabled) {
            background: ${theme.colors.accentSoft};
          }
        `;
      default:
        return css`
          background: ${theme.colors.accent};
          color: #fff;
          &:hover:not(:disabled) {
            background: ${theme.colors.accentDark};
          }
        `;
    }
  }}
`;

export const Button = styled.button<VariantProps>`
  ${buttonLook}
`;

export const ButtonLink = styled(Link)<VariantProps>`
  ${buttonLook}
`;
