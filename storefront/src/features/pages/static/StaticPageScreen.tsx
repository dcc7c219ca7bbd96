import styled from 'styled-components';
import { useShopSettings } from '../../../api/shopSettings';
import { Eyebrow, Lead, PageSection, PageTitle } from '../../../components/PageSection';
import { PageLoader } from '../../../components/PageLoader';
import { Prose } from '../../../components/Prose';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { DELIVERY_PAGE } from './pageTexts';
import type { Card, ContentBlock } from './staticPageContent';
import { staticPageTitle, type StaticPageSlug } from './staticPageIndex';

const Blocks = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxl};
  max-width: 880px;
  margin-top: ${({ theme }) => theme.space.xxl};
`;

const BlockHeading = styled.h2`
  margin-bottom: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

const Paragraph = styled.p`
  color: ${({ theme }) => theme.colors.inkSoft};

  & + & {
    margin-top: ${({ theme }) => theme.space.md};
  }
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.inkSoft};

  li::marker {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const CardGrid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  }
`;

const CardItem = styled.li`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const CardTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Highlight = styled.p`
  color: ${({ theme }) => theme.colors.accentDark};
  font-weight: 600;

  a {
    text-decoration: underline;
    text-underline-offset: 3px;
  }
`;

const Question = styled.details`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  summary {
    padding: ${({ theme }) => `${theme.space.md} 0`};
    font-weight: 600;
    cursor: pointer;
  }

  p {
    padding-bottom: ${({ theme }) => theme.space.md};
    color: ${({ theme }) => theme.colors.inkSoft};
  }
`;

function CardHighlight({ card }: { card: Card }) {
  if (!card.highlight) return null;
  const href = typeof card.href === 'function' ? card.href() : card.href;
  if (!href) return <Highlight>{card.highlight}</Highlight>;
  const external = href.startsWith('http');
  return (
    <Highlight>
      <a href={href} {...(external && { target: '_blank', rel: 'noopener noreferrer' })}>
        {card.highlight}
      </a>
    </Highlight>
  );
}

function Block({ block }: { block: ContentBlock }) {
  switch (block.kind) {
    case 'text':
      return (
        <section>
          <BlockHeading>{block.heading}</BlockHeading>
          {block.paragraphs.map((paragraph) => (
            <Paragraph key={paragraph}>{paragraph}</Paragraph>
          ))}
        </section>
      );
    case 'list':
      return (
        <section>
          <BlockHeading>{block.heading}</BlockHeading>
          {block.intro && <Paragraph>{block.intro}</Paragraph>}
          <List>
            {block.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </List>
        </section>
      );
    case 'cards':
      return (
        <section>
          {block.heading && <BlockHeading>{block.heading}</BlockHeading>}
          <CardGrid>
            {block.cards.map((card) => (
              <CardItem key={card.title}>
                <CardTitle>{card.title}</CardTitle>
                <CardHighlight card={card} />
                <Paragraph>{card.body}</Paragraph>
              </CardItem>
            ))}
          </CardGrid>
        </section>
      );
    case 'faq':
      return (
        <section>
          <BlockHeading>{block.heading}</BlockHeading>
          {block.questions.map(({ question, answer }) => (
            <Question key={question}>
              <summary>{question}</summary>
              <p>{answer}</p>
            </Question>
          ))}
        </section>
      );
  }
}

/** The delivery page: the shop's delivery figures, drawn as cards and lists. */
function DeliveryPage({ title }: { title: string }) {
  return (
    <PageSection>
      <Eyebrow>{DELIVERY_PAGE.eyebrow}</Eyebrow>
      <PageTitle>{title}</PageTitle>
      <Lead>{DELIVERY_PAGE.lead}</Lead>
      <Blocks>
        {DELIVERY_PAGE.blocks.map((block, index) => (
          <Block key={index} block={block} />
        ))}
      </Blocks>
    </PageSection>
  );
}

/** A page whose words the owner writes in the admin's Settings. */
function OwnerPage({ slug, title }: { slug: StaticPageSlug; title: string }) {
  const { settings, failed } = useShopSettings();
  const page = settings.pages.find((entry) => entry.slug === slug);
  if (!page && failed) {
    return (
      <PageSection>
        <PageTitle>{title}</PageTitle>
        <Lead role="alert">This page could not be loaded. Please try again later.</Lead>
      </PageSection>
    );
  }
  if (!page) return <PageLoader />;
  return (
    <PageSection>
      <PageTitle>{title}</PageTitle>
      {/* Sanitized by the server when it rendered the Markdown: no script, handler or javascript: link. */}
      <Prose dangerouslySetInnerHTML={{ __html: page.html }} />
      {slug === 'contact-us' && (
        <Highlight>
          <a href={settings.communityUrl} target="_blank" rel="noopener noreferrer">
            Community group
          </a>
        </Highlight>
      )}
    </PageSection>
  );
}

/** One of the shop's information pages (delivery, returns, help, about and the rest). */
export function StaticPageScreen({ slug }: { slug: StaticPageSlug }) {
  const title = staticPageTitle(slug);
  useDocumentTitle(title);
  if (slug === 'delivery-information') return <DeliveryPage title={title} />;
  return <OwnerPage slug={slug} title={title} />;
}
