import styled from 'styled-components';
import { containerLayout } from '../../components/Container';

export const CatalogBody = styled.div`
  ${containerLayout}
  padding-top: ${({ theme }) => theme.space.xl};
  padding-bottom: ${({ theme }) => theme.space.xxxl};
`;

export const StatusText = styled.p`
  padding: ${({ theme }) => `${theme.space.xxl} 0`};
  color: ${({ theme }) => theme.colors.inkSoft};
  text-align: center;
`;

export const ErrorText = styled(StatusText)`
  color: ${({ theme }) => theme.colors.danger};
`;

// Small screens: the choices wrap as compact pills so the products stay near the top.
// Large screens: a tidy column in the sticky side panel.
export const FilterGroup = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 700;
    letter-spacing: 0.14em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.inkSoft};
  }

  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.pill};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    cursor: pointer;
  }

  label:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => theme.colors.accentSoft};
  }

  input {
    accent-color: ${({ theme }) => theme.colors.accent};
  }

  ${({ theme }) => theme.media.lg} {
    display: grid;
    gap: ${({ theme }) => theme.space.xxs};

    label,
    label:has(input:checked) {
      padding: ${({ theme }) => theme.space.xxs} 0;
      border: 0;
      background: transparent;
    }
  }
`;
