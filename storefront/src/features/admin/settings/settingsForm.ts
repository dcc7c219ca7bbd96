import type { EditableSettingsDto, SaveSettingsDto } from '../../../api/adminGenerated';

/** The form's values: what the admin edits, numbers as typed. */
export interface SettingsFormValues {
  shopName: string;
  phone: string;
  email: string;
  heroTitle: string;
  heroText: string;
  returnWindowDays: string;
  footerLinks: { label: string; url: string }[];
  communityUrl: string;
  socialUrl: string;
  socialName: string;
  pages: EditableSettingsDto['pages'];
}

export const SETTINGS_MESSAGES = {
  saved: 'Settings saved. Shoppers see them now.',
  failed: 'Failed to save settings. Please try again.',
  loadFailed: 'Could not load settings.',
  previewFailed: 'Could not preview this text.',
  returnWindow: 'Return window must be a whole number from 1 to 60 days.',
  footerUrl: 'A footer link URL must start with / or http(s)://',
  communityUrl: 'Community group link must start with https://',
  socialUrl: 'Social profile link must start with https://',
} as const;

export function formValues(settings: EditableSettingsDto): SettingsFormValues {
  return {
    shopName: settings.shopName,
    phone: settings.phone,
    email: settings.email,
    heroTitle: settings.heroTitle,
    heroText: settings.heroText,
    returnWindowDays: String(settings.returnWindowDays),
    footerLinks: settings.footerLinks.map(({ label, url }) => ({ label, url })),
    communityUrl: settings.communityUrl,
    socialUrl: settings.socialUrl,
    socialName: settings.socialName,
    pages: settings.pages.map(({ slug, markdown }) => ({ slug, markdown })),
  };
}

/**
 * The first problem the browser can see before asking the server (which checks everything
 * again and names its own 400s), or null.
 */
export function validateSettings(values: SettingsFormValues): string | null {
  const days = Number(values.returnWindowDays);
  if (!/^\d+$/.test(values.returnWindowDays.trim()) || days < 1 || days > 60) return SETTINGS_MESSAGES.returnWindow;
  const badUrl = values.footerLinks.some(
    ({ url }) => !(/^\/(?!\/)/.test(url.trim()) || /^https?:\/\/[^\s/]/i.test(url.trim())),
  );
  if (badUrl) return SETTINGS_MESSAGES.footerUrl;
  if (!HTTPS.test(values.communityUrl.trim())) return SETTINGS_MESSAGES.communityUrl;
  return HTTPS.test(values.socialUrl.trim()) ? null : SETTINGS_MESSAGES.socialUrl;
}

/** The community group and social profile are other sites, reached over https (as the server checks). */
const HTTPS = /^https:\/\/[^\s/]/i;

export function saveBody(values: SettingsFormValues): SaveSettingsDto {
  return {
    shopName: values.shopName,
    phone: values.phone,
    email: values.email,
    heroTitle: values.heroTitle,
    heroText: values.heroText,
    returnWindowDays: Number(values.returnWindowDays),
    footerLinks: values.footerLinks,
    communityUrl: values.communityUrl,
    socialUrl: values.socialUrl,
    socialName: values.socialName,
    pages: values.pages,
  };
}
