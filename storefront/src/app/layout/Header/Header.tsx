import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { containerLayout } from '../../../components/Container';
import { Logo } from '../../../components/Logo';
import { AccountMenu } from './AccountMenu';
import { CartButton } from './CartButton';
import { CategoryMenu } from './CategoryMenu';
import { MobileMenu } from './MobileMenu';
import { SearchBox } from './SearchBox';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: rgba(250, 246, 240, 0.94);
  backdrop-filter: blur(10px);
`;

// Small screens: menu, logo and actions on one row, the search box on its own row below.
// From the large breakpoint everything sits on one row with the desktop navigation.
const Layout = styled.div`
  ${containerLayout}
  display: grid;
  grid-template-columns: auto 1fr auto;
  grid-template-areas:
    'menu logo actions'
    'search search search';
  align-items: center;
  column-gap: ${({ theme }) => theme.space.sm};
  row-gap: ${({ theme }) => theme.space.sm};
  padding-top: ${({ theme }) => theme.space.sm};
  padding-bottom: ${({ theme }) => theme.space.sm};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: auto auto minmax(220px, 420px) 1fr auto;
    grid-template-areas: 'logo nav search . actions';
    column-gap: ${({ theme }) => theme.space.xl};
    min-height: ${({ theme }) => theme.layout.headerHeight};
  }
`;

const MenuSlot = styled.div`
  grid-area: menu;

  ${({ theme }) => theme.media.lg} {
    display: none;
  }
`;

const LogoSlot = styled.div`
  grid-area: logo;
`;

const DesktopNav = styled.nav`
  grid-area: nav;
  display: none;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};

  ${({ theme }) => theme.media.lg} {
    display: flex;
  }
`;

const NavItem = styled(NavLink)`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.xs}`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 500;
  letter-spacing: 0.06em;
  text-transform: uppercase;

  &.active {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const SearchSlot = styled.div`
  grid-area: search;
`;

const Actions = styled.div`
  grid-area: actions;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

export function Header() {
  return (
    <Bar>
      <Layout>
        <MenuSlot>
          <MobileMenu />
        </MenuSlot>
        <LogoSlot>
          <Logo />
        </LogoSlot>
        <DesktopNav aria-label="Main">
          <NavItem to="/shop">Shop</NavItem>
          <CategoryMenu />
        </DesktopNav>
        <SearchSlot>
          <SearchBox />
        </SearchSlot>
        <Actions>
          <CartButton />
          <AccountMenu />
        </Actions>
      </Layout>
    </Bar>
  );
}
