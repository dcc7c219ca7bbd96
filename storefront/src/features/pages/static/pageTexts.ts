import { formatWholeRupees as rupees } from '../../../lib/money';
import { DELIVERY_OPTIONS, POLICIES } from '../../../lib/constants/policies';
import { communityUrl, SHOP, shopPhoneHref } from '../../../lib/constants/shop';
import type { StaticPageSlug } from './staticPageIndex';
import type { StaticPageContent } from './staticPageContent';

const { standard, express, sameDay } = DELIVERY_OPTIONS;
const hours = SHOP.businessHours.join(', ');

export const PAGE_TEXTS: Record<StaticPageSlug, StaticPageContent> = {
  'delivery-information': {
    eyebrow: 'Shipping',
    lead: `Every order is packed with care and handed to our delivery partners within ${POLICIES.processingTime}. Choose the speed that suits you at checkout.`,
    blocks: [
      {
        kind: 'cards',
        heading: 'Delivery options',
        cards: [
          {
            title: standard.name,
            highlight: rupees(standard.fee),
            body: `Arrives in ${standard.time}. Free on orders above ${rupees(standard.freeAbove)}.`,
          },
          {
            title: express.name,
            highlight: rupees(express.fee),
            body: `Arrives in ${express.time} for when you cannot wait.`,
          },
          {
            title: sameDay.name,
            highlight: rupees(sameDay.fee),
            body: `Available in ${sameDay.area}. Order before ${sameDay.orderBefore} and it reaches you the same day.`,
          },
        ],
      },
      {
        kind: 'list',
        heading: 'Good to know',
        items: [
          `Orders are processed in ${POLICIES.processingTime}; delivery times are counted after dispatch.`,
          'You will receive tracking details by e-mail as soon as your parcel ships.',
          'Large pieces such as tables and floor mirrors may take a day or two longer to remote pin codes.',
          `If a parcel is lost in transit we track it for ${POLICIES.lostParcelTrackingDays} days, then refund you in full.`,
          `If something arrives damaged, tell us within ${POLICIES.damageReportHours} hours of delivery with a photo.`,
        ],
      },
    ],
  },

  'return-exchange': {
    eyebrow: 'Returns',
    lead: `Not quite right for your space? You can return or exchange most pieces within ${POLICIES.returnWindowDays} days of delivery.`,
    blocks: [
      {
        kind: 'list',
        heading: 'What can be returned',
        items: [
          'Unused items in their original packaging, with all tags and accessories.',
          'Items that arrived damaged or different from what you ordered.',
          'Personalised and made-to-order pieces can be returned only if they arrive damaged.',
        ],
      },
      {
        kind: 'list',
        heading: 'How to return or exchange',
        items: [
          `Write to us at ${SHOP.email} or call ${SHOP.phone} within ${POLICIES.returnWindowDays} days of delivery with your order number.`,
          'We arrange a pickup from your address, usually within 2-3 business days.',
          'Once the item reaches us and passes a quick check, we send the exchange or start your refund.',
        ],
      },
      {
        kind: 'text',
        heading: 'Refunds',
        paragraphs: [
          `Refunds go back to the original payment method within ${POLICIES.refundTime}. For cash on delivery orders we refund to a bank account or UPI ID you share with us.`,
          `Damage in transit must be reported within ${POLICIES.damageReportHours} hours of delivery so we can replace the piece at no cost to you.`,
        ],
      },
    ],
  },

  'cancellation-policy': {
    eyebrow: 'Orders',
    lead: 'Changed your mind? You can cancel an order free of charge until it leaves our workshop.',
    blocks: [
      {
        kind: 'list',
        heading: 'Cancelling an order',
        items: [
          'Orders can be cancelled at no cost while they are pending or being processed.',
          'Once an order has shipped it can no longer be cancelled, but you can return it after delivery.',
          `To cancel, contact us with your order number at ${SHOP.email} or ${SHOP.phone}.`,
        ],
      },
      {
        kind: 'text',
        heading: 'Refunds for cancelled orders',
        paragraphs: [
          `Prepaid orders are refunded within ${POLICIES.refundTime} after the cancellation is confirmed. Cash on delivery orders need no refund.`,
          'UPI payments that are started but not completed are cancelled automatically and nothing is charged.',
        ],
      },
      {
        kind: 'text',
        heading: 'Cancellations by us',
        paragraphs: [
          'Rarely, we may have to cancel an order when a piece goes out of stock or a payment fails. We will always tell you by e-mail and refund anything you paid in full.',
        ],
      },
    ],
  },

  'privacy-policy': {
    eyebrow: 'Your data',
    lead: `${SHOP.name} collects only what it needs to deliver your orders and look after your account, and never sells your data.`,
    blocks: [
      {
        kind: 'list',
        heading: 'What we collect',
        items: [
          'Account details: your name, e-mail address and password (stored only as a secure hash).',
          'Delivery details: your phone number and shipping address.',
          'Order history, reviews you write and the items in your cart.',
          'Basic, anonymous page-view counts that help us improve the shop.',
        ],
      },
      {
        kind: 'text',
        heading: 'How we use it',
        paragraphs: [
          'We use your details to process and deliver orders, send order updates and one-time passwords, and answer your questions.',
          'Payments are handled by our payment partner; we never see or store your card or UPI credentials.',
        ],
      },
      {
        kind: 'text',
        heading: 'Cookies',
        paragraphs: [
          'We use a single sign-in cookie to keep you logged in. It is not used for advertising or tracking across other websites.',
        ],
      },
      {
        kind: 'text',
        heading: 'Your choices',
        paragraphs: [
          `You can update your profile at any time from your dashboard. To have your account and data deleted, write to ${SHOP.email}.`,
        ],
      },
    ],
  },

  'terms-and-conditions': {
    eyebrow: 'The fine print',
    lead: `By using ${SHOP.name} and placing orders, you agree to these terms. They are written to be fair and easy to read.`,
    blocks: [
      {
        kind: 'text',
        heading: 'Products and prices',
        paragraphs: [
          'All prices are in Indian rupees and include applicable taxes shown at checkout. Handmade pieces vary slightly in colour, grain and finish; that is part of their charm.',
          'We try hard to show every product accurately. If an error in price or description is found, we will contact you before the order ships.',
        ],
      },
      {
        kind: 'text',
        heading: 'Orders and payment',
        paragraphs: [
          'An order is confirmed once you receive a confirmation. We accept cash on delivery and UPI payments through our payment partner.',
          'Coupons and deals apply as shown at checkout and cannot be exchanged for cash.',
        ],
      },
      {
        kind: 'text',
        heading: 'Your account',
        paragraphs: [
          'Keep your password private; you are responsible for orders placed from your account. Reviews must be honest and respectful, and we may remove those that are not.',
        ],
      },
      {
        kind: 'text',
        heading: 'Delivery, returns and cancellations',
        paragraphs: [
          'Delivery times, returns and cancellations follow the policies published on their own pages, which form part of these terms.',
        ],
      },
    ],
  },

  'about-us': {
    eyebrow: 'Our story',
    lead: `${SHOP.name} began with a simple idea: a home should feel like the people who live in it. ${SHOP.tagline}`,
    blocks: [
      {
        kind: 'text',
        heading: 'Made with makers',
        paragraphs: [
          'We work with carpenters, metalsmiths and artists across India, from the woodworkers of Saharanpur to the brass craftspeople of Moradabad, bringing their work straight to your home.',
          'Every mirror, shelf and table piece is chosen for honest materials, careful finishing and a design that will still feel right years from now.',
        ],
      },
      {
        kind: 'cards',
        heading: 'What we care about',
        cards: [
          {
            title: 'Craft first',
            body: 'Pieces made by hand, in small batches, by people who take pride in their work.',
          },
          {
            title: 'Fair value',
            body: 'Honest prices without showroom mark-ups, and seasonal deals for everyone.',
          },
          {
            title: 'Real care',
            body: `A real person answers your questions, ${hours}.`,
          },
        ],
      },
    ],
  },

  help: {
    eyebrow: 'Support',
    lead: 'Answers to the questions we hear most. Cannot find yours? We are a message away.',
    blocks: [
      {
        kind: 'faq',
        heading: 'Orders and delivery',
        questions: [
          {
            question: 'How long will my order take to arrive?',
            answer: `Orders are processed in ${POLICIES.processingTime}. Standard delivery then takes ${standard.time}, express ${express.time}, and same day delivery is available in ${sameDay.area} for orders placed before ${sameDay.orderBefore}.`,
          },
          {
            question: 'Is delivery free?',
            answer: `Standard delivery is free on orders above ${rupees(standard.freeAbove)}. Otherwise it costs ${rupees(standard.fee)}; express is ${rupees(express.fee)} and same day ${rupees(sameDay.fee)}.`,
          },
          {
            question: 'How do I track my order?',
            answer: 'Sign in and open Orders in your dashboard to see each order and its progress.',
          },
        ],
      },
      {
        kind: 'faq',
        heading: 'Payments',
        questions: [
          {
            question: 'Which payment methods do you accept?',
            answer: 'Cash on delivery and UPI. Choose one in your cart before placing the order.',
          },
          {
            question: 'How do I use a coupon?',
            answer: 'Enter the code in the order summary of your cart. The discount is applied before tax.',
          },
        ],
      },
      {
        kind: 'faq',
        heading: 'Returns and refunds',
        questions: [
          {
            question: 'Can I return an item?',
            answer: `Yes, within ${POLICIES.returnWindowDays} days of delivery, unused and in its original packaging. See Return & Exchange for details.`,
          },
          {
            question: 'When will I get my refund?',
            answer: `Refunds reach your original payment method within ${POLICIES.refundTime} after the return or cancellation is confirmed.`,
          },
          {
            question: 'My item arrived damaged. What now?',
            answer: `We are sorry! Send us a photo within ${POLICIES.damageReportHours} hours of delivery and we will replace it at no cost.`,
          },
        ],
      },
    ],
  },

  'contact-us': {
    eyebrow: 'Chat with us',
    lead: 'Questions about a piece, an order or styling your space? We would love to hear from you.',
    blocks: [
      {
        kind: 'cards',
        cards: [
          { title: 'Call us', highlight: SHOP.phone, href: shopPhoneHref, body: hours },
          {
            title: 'Write to us',
            highlight: SHOP.email,
            href: `mailto:${SHOP.email}`,
            body: `We reply to every e-mail within ${POLICIES.emailReplyHours} hours.`,
          },
          {
            title: 'Join the community',
            highlight: 'Community group',
            href: communityUrl,
            body: 'Share your spaces, get styling ideas and hear about new arrivals first.',
          },
        ],
      },
      {
        kind: 'list',
        heading: 'To help us help you faster',
        items: [
          'Mention your order number (the last 8 characters are enough).',
          'For damage or a wrong item, attach a photo of the product and the parcel.',
          'Tell us the best time to call you back.',
        ],
      },
    ],
  },

  blogs: {
    eyebrow: 'Blog',
    lead: 'Homes our customers have made their own, in their words.',
    blocks: [
      {
        kind: 'cards',
        cards: [
          {
            title: 'A hallway that finally says hello',
            highlight: 'Ananya, Pune',
            body: 'An arched mirror and a slim wall shelf turned our narrow entrance into the spot where everyone stops to check their hair and drop their keys.',
          },
          {
            title: 'Brass, books and a reading corner',
            highlight: 'Rohit, Bengaluru',
            body: 'A carved side table and a brass lamp made an unused corner the quietest, most loved seat in our flat.',
          },
          {
            title: 'Our first home, one wall at a time',
            highlight: 'Meera and Arjun, Jaipur',
            body: 'We started with a single framed print above the sofa. A year later the gallery wall tells the story of every trip we have taken together.',
          },
          {
            title: 'A festive table to remember',
            highlight: 'Farah, Lucknow',
            body: 'Hand-painted table decor and a pair of candle stands set the scene for Eid dinner; our guests still ask where they came from.',
          },
        ],
      },
    ],
  },
};
