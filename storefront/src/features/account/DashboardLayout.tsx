import { Suspense } from 'react';
import { Navigate, NavLink, Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { useAppSelector } from '../../app/hooks';
import { containerLayout } from '../../components/Container';
import { PageLoader } from '../../components/PageLoader';
import { selectCurrentUser, useSignOut } from '../auth';
import { dashboardMenuFor } from './dashboardMenus';

const Layout = styled.div`
  ${containerLayout}
  display: grid;
  /* minmax(0, 1fr): the scrolling tab row must not widen the page on phones. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  padding-top: ${({ theme }) => theme.space.xl};
  padding-bottom: ${({ theme }) => theme.space.xxxl};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 250px minmax(0, 1fr);
    align-items: start;
    gap: ${({ theme }) => theme.space.xl};
  }
`;

const Sidebar = styled.aside`
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  ${({ theme }) => theme.media.lg} {
    position: sticky;
    top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space.lg});
  }
`;

const Greeting = styled.div`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.sm} ${theme.space.md}`};
  margin-bottom: ${({ theme }) => theme.space.sm};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  p {
    color: ${({ theme }) => theme.colors.inkMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    letter-spacing: 0.14em;
    text-transform: uppercase;
  }

  strong {
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

// A scrollable row of tabs on small screens, a column from the large breakpoint.
const MenuList = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  overflow-x: auto;
  list-style: none;

  ${({ theme }) => theme.media.lg} {
    flex-direction: column;
    overflow: visible;
  }
`;

const MenuLink = styled(NavLink)`
  display: block;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.inkSoft};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: nowrap;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }

  &.active {
    background: ${({ theme }) => theme.colors.accentSoft};
    color: ${({ theme }) => theme.colors.accentDark};
    font-weight: 600;
  }
`;

const LogoutButton = styled.button`
  width: 100%;
  margin-top: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: left;
`;

const Content = styled.div`
  min-width: 0;
`;

/** The signed-in area: a role-aware menu beside the current dashboard screen. */
export function DashboardLayout() {
  const user = useAppSelector(selectCurrentUser);
  const signOut = useSignOut();
  const menu = user ? dashboardMenuFor(user.role) : null;
  if (!user || !menu) return <Navigate to="/login" replace />;

  return (
    <Layout>
      <Sidebar>
        <Greeting>
          <p>{user.role === 'admin' ? 'Admin' : 'My account'}</p>
          <strong>{user.username}</strong>
        </Greeting>
        <nav aria-label="Dashboard">
          <MenuList>
            {menu.map((item) => (
              <li key={item.to}>
                <MenuLink to={item.to} end={item.end}>
                  {item.label}
                </MenuLink>
              </li>
            ))}
          </MenuList>
        </nav>
        <LogoutButton type="button" onClick={() => void signOut()}>
          Logout
        </LogoutButton>
      </Sidebar>
      <Content>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Content>
    </Layout>
  );
}
