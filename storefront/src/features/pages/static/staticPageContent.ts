// The shapes an information page is written in. Pages are data; StaticPageScreen draws them.

export interface TextBlock {
  kind: 'text';
  heading: string;
  paragraphs: readonly string[];
}

export interface ListBlock {
  kind: 'list';
  heading: string;
  intro?: string;
  items: readonly string[];
}

export interface Card {
  title: string;
  /** A short highlighted line: a price, a time, a name. */
  highlight?: string;
  /**
   * Makes the highlight a link: a phone number, an e-mail or an outside page. A function for
   * a link the shop's settings decide (read when the page is drawn, from the server's page).
   */
  href?: string | (() => string);
  body: string;
}

export interface CardsBlock {
  kind: 'cards';
  heading?: string;
  cards: readonly Card[];
}

export interface FaqBlock {
  kind: 'faq';
  heading: string;
  questions: readonly { question: string; answer: string }[];
}

export type ContentBlock = TextBlock | ListBlock | CardsBlock | FaqBlock;

export interface StaticPageContent {
  eyebrow: string;
  lead: string;
  blocks: readonly ContentBlock[];
}
