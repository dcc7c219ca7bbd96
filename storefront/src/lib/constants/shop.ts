// The shop's public identity. A self-hosted shop changes these to its own details.
export const SHOP = {
  name: 'Decor Shop',
  tagline: 'Crafting stories, one space at a time.',
  phone: '+91 98765 43210',
  email: 'care@decorshop.example',
  communityGroupUrl: 'https://chat.whatsapp.com/',
  socialProfileUrl: 'https://www.instagram.com/',
  businessHours: ['Mon-Sat: 9 AM - 7 PM', 'Sun: 10 AM - 5 PM'],
} as const;

/** The phone number as a dialable link target. */
export const shopPhoneHref = `tel:${SHOP.phone.replace(/\s/g, '')}`;
