// The shop's fixed identity. Its name, phone, e-mail, texts and the footer's community and
// social links are the owner's settings (api/shopSettings.ts).
export const SHOP = {
  tagline: 'Crafting stories, one space at a time.',
  businessHours: ['Mon-Sat: 9 AM - 7 PM', 'Sun: 10 AM - 5 PM'],
} as const;
