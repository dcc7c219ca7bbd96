// The shop's delivery promises, in one place so every page quoting them says the same thing.
// The return window and the policy pages' words are the owner's settings (api/shopSettings.ts).

export const DELIVERY_OPTIONS = {
  standard: { name: 'Standard Delivery', fee: 99, time: '5-7 business days', freeAbove: 2999 },
  express: { name: 'Express Delivery', fee: 199, time: '2-3 business days' },
  sameDay: { name: 'Same Day Delivery', fee: 299, area: 'Delhi NCR', orderBefore: '2 PM' },
} as const;

export const POLICIES = {
  processingTime: '2-3 business days',
  lostParcelTrackingDays: 15,
  damageReportHours: 24,
} as const;
