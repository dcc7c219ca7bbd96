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
