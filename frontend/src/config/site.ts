export type SocialNetwork = 'Instagram' | 'Facebook' | 'X';

export interface SocialLink {
  name: SocialNetwork;
  /** The profile's address, or null while there is none. */
  href: string | null;
}

/** Brand and fixed links, in one place so the nav, footer and page titles agree. */
export const SITE = {
  name: 'Bristol & Bath Luggage',
  // The business's profiles: null until the owner supplies the real address, and the footer shows only those set.
  social: [
    { name: 'Instagram', href: null },
    { name: 'Facebook', href: null },
    { name: 'X', href: null },
  ] as SocialLink[],
};
