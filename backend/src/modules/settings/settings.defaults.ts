import type { FooterLink } from './shop-settings.entity';

/** The information pages whose text the owner writes (SPEC 2.12), with their titles. */
export const SETTINGS_PAGES = [
  { slug: 'return-exchange', title: 'Return & Exchange' },
  { slug: 'cancellation-policy', title: 'Cancellation Policy' },
  { slug: 'privacy-policy', title: 'Privacy Policy' },
  { slug: 'terms-and-conditions', title: 'Terms & Conditions' },
  { slug: 'about-us', title: 'About Us' },
  { slug: 'help', title: 'Help & FAQ' },
  { slug: 'contact-us', title: 'Contact Us' },
  { slug: 'blogs', title: 'Customer Stories' },
] as const;

export type SettingsPageSlug = (typeof SETTINGS_PAGES)[number]['slug'];
export const SETTINGS_PAGE_SLUGS: SettingsPageSlug[] = SETTINGS_PAGES.map((page) => page.slug);

/** SPEC section 9: returns are accepted within 7 days of delivery. */
export const DEFAULT_RETURN_WINDOW_DAYS = 7;

export interface SettingsValues {
  shopName: string;
  phone: string;
  email: string;
  heroTitle: string;
  heroText: string;
  footerLinks: FooterLink[];
  communityUrl: string;
  socialUrl: string;
  socialName: string;
  pages: Record<SettingsPageSlug, string>;
  returnWindowDays: number;
}

/**
 * What a shop shows before its owner saves settings: SPEC's figures in SPEC's words where SPEC
 * gives them (section 9). {shopName}, {phone}, {email} and {returnWindowDays} are filled in from
 * the settings when a page is read.
 */
export const DEFAULT_SETTINGS: SettingsValues = {
  shopName: 'Decor Shop',
  phone: '+91 98765 43210',
  email: 'care@decorshop.example',
  heroTitle: 'Make every corner of your home tell a story',
  heroText:
    'Mirrors, wall art, shelves and table pieces crafted by Indian makers, chosen to bring warmth and character to the rooms you live in.',
  footerLinks: [
    { label: 'About Us', url: '/about-us' },
    { label: 'Customer Stories', url: '/blogs' },
    { label: 'Help & FAQ', url: '/help' },
  ],
  // SPEC names a community group and a social profile, not their addresses: the networks' own
  // pages until the owner sets the shop's.
  communityUrl: 'https://chat.whatsapp.com/',
  socialUrl: 'https://www.instagram.com/',
  socialName: 'Instagram',
  returnWindowDays: DEFAULT_RETURN_WINDOW_DAYS,
  pages: {
    'return-exchange': `Not quite right for your space? Returns are accepted within {returnWindowDays} days of delivery.

## What can be returned

- Unused items in their original packaging, with all tags and accessories.
- Items that arrived damaged or different from what you ordered.
- Personalised and made-to-order pieces can be returned only if they arrive damaged.

## How to return or exchange

1. Write to us at [{email}](mailto:{email}) or call {phone} within {returnWindowDays} days of delivery with your order number.
2. We arrange a pickup from your address, usually within 2-3 business days.
3. Once the item reaches us and passes a quick check, we send the exchange or start your refund.

## Refunds

Refunds take 7-10 business days after cancellation confirmation. For cash on delivery orders we refund to a bank account or UPI ID you share with us.

Damage must be reported within 24 hours of delivery so we can replace the piece at no cost to you.
`,
    'cancellation-policy': `Changed your mind? You can cancel an order free of charge until it leaves our workshop.

## Cancelling an order

- Orders can be cancelled at no cost while they are pending or being processed.
- Once an order has shipped it can no longer be cancelled, but you can return it after delivery.
- To cancel, contact us with your order number at [{email}](mailto:{email}) or {phone}.

## Refunds for cancelled orders

Refunds take 7-10 business days after cancellation confirmation. Cash on delivery orders need no refund.

UPI payments that are started but not completed are cancelled automatically after 15 minutes and nothing is charged.

## Cancellations by us

Rarely, we may have to cancel an order when a piece goes out of stock or a payment fails. We will always tell you by e-mail and refund anything you paid in full.
`,
    'privacy-policy': `{shopName} collects only what it needs to deliver your orders and look after your account, and never sells your data.

## What we collect

- Account details: your name, e-mail address and password (stored only as a secure hash).
- Delivery details: your phone number and shipping address.
- Order history, reviews you write and the items in your cart.
- Basic, anonymous page-view counts that help us improve the shop.

## How we use it

We use your details to process and deliver orders, send order updates and one-time passwords, and answer your questions.

Payments are handled by our payment partner; we never see or store your card or UPI credentials.

## Cookies

We use a single sign-in cookie to keep you logged in. It is not used for advertising or tracking across other websites.

## Your choices

You can update your profile at any time from your dashboard. To have your account and data deleted, write to [{email}](mailto:{email}).
`,
    'terms-and-conditions': `By using {shopName} and placing orders, you agree to these terms. They are written to be fair and easy to read.

## Products and prices

All prices are in Indian rupees. Tax is 10% of the discounted subtotal and is shown at checkout. Handmade pieces vary slightly in colour, grain and finish; that is part of their charm.

## Orders and payment

An order is confirmed once you receive a confirmation. We accept cash on delivery and UPI payments through our payment partner. Coupons and deals apply as shown at checkout and cannot be exchanged for cash.

## Delivery, returns and cancellations

Orders are processed in 2-3 business days. Returns are accepted within {returnWindowDays} days of delivery. Refunds take 7-10 business days after cancellation confirmation. A lost parcel is tracked for 15 days before a refund.

## Your account

Keep your password private; you are responsible for orders placed from your account. Reviews must be honest and respectful, and we may remove those that are not.
`,
    'about-us': `{shopName} began with a simple idea: a home should feel like the people who live in it. Crafting stories, one space at a time.

## Made with makers

We work with carpenters, metalsmiths and artists across India, bringing their mirrors, wall art, shelves and table pieces straight to your home.

## What we care about

- **Craft first:** pieces made by hand, in small batches, by people who take pride in their work.
- **Fair value:** honest prices without showroom mark-ups, and seasonal deals for everyone.
- **Real care:** a real person answers your questions, Mon-Sat 9 AM-7 PM, Sun 10 AM-5 PM.
`,
    help: `Answers to the questions we hear most. Cannot find yours? We are a message away.

## Orders and delivery

**How long will my order take to arrive?** Orders are processed in 2-3 business days. Standard delivery then takes 5-7 business days, express 2-3 business days, and same day delivery is available in Delhi NCR for orders placed before 2 PM.

**Is delivery free?** Standard delivery is free above Rs. 2,999. Otherwise it costs Rs. 99; express is Rs. 199 and same day Rs. 299.

## Payments

**Which payment methods do you accept?** Cash on delivery and UPI. Choose one in your cart before placing the order.

**How do I use a coupon?** Enter the code in the order summary of your cart. The discount is applied before tax.

## Returns and refunds

**Can I return an item?** Returns are accepted within {returnWindowDays} days of delivery, unused and in the original packaging. See [Return & Exchange](/return-exchange).

**When will I get my refund?** Refunds take 7-10 business days after cancellation confirmation.

**My item arrived damaged. What now?** Damage must be reported within 24 hours. Send us a photo and we will replace it at no cost.
`,
    'contact-us': `Questions about a piece, an order or styling your space? We would love to hear from you.

## Call us

{phone}: Mon-Sat 9 AM-7 PM, Sun 10 AM-5 PM.

## Write to us

[{email}](mailto:{email}): e-mail replies come within 24 hours.

## To help us help you faster

- Mention your order number (the last 8 characters are enough).
- For damage or a wrong item, attach a photo of the product and the parcel.
- Tell us the best time to call you back.
`,
    blogs: `Homes our customers have made their own, in their words.

## A hallway that finally says hello

*Ananya, Pune:* an arched mirror and a slim wall shelf turned our narrow entrance into the spot where everyone stops to check their hair and drop their keys.

## Brass, books and a reading corner

*Rohit, Bengaluru:* a carved side table and a brass lamp made an unused corner the quietest, most loved seat in our flat.

## Our first home, one wall at a time

*Meera and Arjun, Jaipur:* we started with a single framed print above the sofa. A year later the gallery wall tells the story of every trip we have taken together.

## A festive table to remember

*Farah, Lucknow:* hand-painted table decor and a pair of candle stands set the scene for Eid dinner; our guests still ask where they came from.
`,
  },
};
