export { ClaimsModule } from './claims.module.js';
export { ClaimReads } from './claim-reads.js';
export { claimEmailFacts, type ClaimEmailFacts } from './claim-email-facts.js';
export { eraseClaimPersonalData } from './claim-erasure.js';
