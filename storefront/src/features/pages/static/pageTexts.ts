import { formatWholeRupees as rupees } from '../../../lib/money';
import { DELIVERY_OPTIONS, POLICIES } from '../../../lib/constants/policies';
import type { StaticPageContent } from './staticPageContent';

const { standard, express, sameDay } = DELIVERY_OPTIONS;

/**
 * The delivery page, drawn from the shop's delivery figures (lib/constants/policies.ts). The
 * other information pages are the owner's text (settings, api/shopSettings.ts).
 */
export const DELIVERY_PAGE: StaticPageContent = {
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
};
