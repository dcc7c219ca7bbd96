import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { containerLayout } from '../../components/Container';
import { CameraIcon, ChatIcon, ClockIcon, CommunityIcon, MailIcon, PhoneIcon } from '../../components/screenIcons';
import { Logo } from '../../components/Logo';
import { phoneHref, useShopSettings } from '../../api/shopSettings';
import type { FooterLinkDto } from '../../api/generated';
import { SHOP } from '../../lib/constants/shop';
import { staticPageTitle, type StaticPageSlug } from '../../features/pages';

const Wrapper = styled.footer`
  margin-top: ${({ theme }) => theme.space.xxxl};
  background: ${({ theme }) => theme.colors.night};
  color: ${({ theme }) => theme.colors.onDark};
`;

const Columns = styled.div`
  ${containerLayout}
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  padding-top: ${({ theme }) => theme.space.xxl};
  padding-bottom: ${({ theme }) => theme.space.xxl};

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, 1fr);
  }

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 1.4fr 1fr 1fr 1.3fr;
  }
`;

const Blurb = styled.p`
  max-width: 32ch;
  margin-top: ${({ theme }) => theme.space.md};
  color: rgba(245, 237, 227, 0.72);
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const ColumnTitle = styled.h2`
  margin-bottom: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.brass};
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  letter-spacing: 0.18em;
  text-transform: uppercase;
`;

const LinkList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  a {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    color: rgba(245, 237, 227, 0.82);
    transition: color ${({ theme }) => theme.transition};
  }

  a:hover {
    color: ${({ theme }) => theme.colors.brass};
  }
`;

const Detail = styled.li`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  color: rgba(245, 237, 227, 0.82);

  svg {
    flex: none;
    margin-top: 4px;
  }

  span span {
    display: block;
  }
`;

const BottomBar = styled.div`
  border-top: 1px solid rgba(245, 237, 227, 0.12);
`;

const Copyright = styled.p`
  ${containerLayout}
  padding-top: ${({ theme }) => theme.space.lg};
  padding-bottom: ${({ theme }) => theme.space.lg};
  color: rgba(245, 237, 227, 0.6);
  font-size: ${({ theme }) => theme.fontSizes.xs};
  text-align: center;
`;

function PageLink({ slug }: { slug: StaticPageSlug }) {
  return (
    <li>
      <Link to={`/${slug}`}>{staticPageTitle(slug)}</Link>
    </li>
  );
}

/** An owner's footer link: the shop's own pages in the app, any other site in a new tab. */
function OwnerLink({ link }: { link: FooterLinkDto }) {
  if (link.url.startsWith('/')) {
    return (
      <li>
        <Link to={link.url}>{link.label}</Link>
      </li>
    );
  }
  return (
    <li>
      <a href={link.url} target="_blank" rel="noopener noreferrer">
        {link.label}
      </a>
    </li>
  );
}

interface ExternalLinkProps {
  href: string;
  icon: ReactNode;
  children: ReactNode;
}

function ExternalLink({ href, icon, children }: ExternalLinkProps) {
  return (
    <li>
      <a href={href} target="_blank" rel="noopener noreferrer">
        {icon}
        {children}
      </a>
    </li>
  );
}

export function Footer() {
  // Computed on each render so a long-running tab still shows the right year.
  const year = new Date().getFullYear();
  const { settings } = useShopSettings();

  return (
    <Wrapper>
      <Columns>
        <div>
          <Logo tone="light" />
          <Blurb>
            Mirrors, wall art, shelves and table decor chosen to make Indian homes feel warm, personal and well loved.{' '}
            {SHOP.tagline}
          </Blurb>
        </div>

        <nav aria-label="Useful Links">
          <ColumnTitle>Useful Links</ColumnTitle>
          <LinkList>
            {settings.footerLinks.map((link) => (
              <OwnerLink key={`${link.label} ${link.url}`} link={link} />
            ))}
          </LinkList>
        </nav>

        <nav aria-label="Information">
          <ColumnTitle>Information</ColumnTitle>
          <LinkList>
            <li>
              <Link to="/track">Track order</Link>
            </li>
            <PageLink slug="delivery-information" />
            <PageLink slug="return-exchange" />
            <PageLink slug="cancellation-policy" />
            <PageLink slug="privacy-policy" />
            <PageLink slug="terms-and-conditions" />
          </LinkList>
        </nav>

        <div>
          <ColumnTitle>Contact Us</ColumnTitle>
          <LinkList>
            <li>
              <a href={phoneHref(settings.phone)}>
                <PhoneIcon size={16} />
                {settings.phone}
              </a>
            </li>
            <li>
              <a href={`mailto:${settings.email}`}>
                <MailIcon size={16} />
                {settings.email}
              </a>
            </li>
            <Detail>
              <ClockIcon size={16} />
              <span>
                {SHOP.businessHours.map((hours) => (
                  <span key={hours}>{hours}</span>
                ))}
              </span>
            </Detail>
            <li>
              <Link to="/contact-us">
                <ChatIcon size={16} />
                Chat With Us
              </Link>
            </li>
            <ExternalLink href={settings.communityUrl} icon={<CommunityIcon size={16} />}>
              Join our community group
            </ExternalLink>
            <ExternalLink href={settings.socialUrl} icon={<CameraIcon size={16} />}>
              Follow us on {settings.socialName}
            </ExternalLink>
          </LinkList>
        </div>
      </Columns>
      <BottomBar>
        <Copyright>
          © {year} {settings.shopName}. All rights reserved.
        </Copyright>
      </BottomBar>
    </Wrapper>
  );
}
