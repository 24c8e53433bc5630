import { rememberPartnerLink } from './partner-link-code';

// Loaded by main.tsx only for an address naming a partner (`?partner=CODE`): keeps the code for the visit.
rememberPartnerLink(window.location.search);
