/** Brand and fixed links, in one place so the nav, footer and page titles agree. */
export const SITE = {
  name: 'Bristol & Bath Luggage',
  tagline: 'Luggage collection, storage and delivery across Bristol and Bath.',
  // Placeholder profiles until the owner supplies the real handles.
  social: [
    { name: 'Instagram', href: 'https://www.instagram.com/' },
    { name: 'Facebook', href: 'https://www.facebook.com/' },
    { name: 'X', href: 'https://x.com/' },
  ],
} as const;

export type SocialNetwork = (typeof SITE.social)[number]['name'];
