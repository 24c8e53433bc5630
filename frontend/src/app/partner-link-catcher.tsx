import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { rememberPartnerLink } from '../lib/partner-link';

/** Keeps a partner link's code (`?partner=CODE` on any page, usually /) for the visit; renders nothing. */
export function PartnerLinkCatcher() {
  const { search } = useLocation();
  useEffect(() => rememberPartnerLink(new URLSearchParams(search).get('partner')), [search]);
  return null;
}
