import type { LifecycleActor } from '@luggage/contracts';

/** Who makes a move: the kind the lifecycle table knows, and how the history writes them. */
export interface Actor {
  kind: LifecycleActor;
  /** 'customer', 'payment:stripe', 'admin:<id> <name> <email>' ... */
  label: string;
}

export const CUSTOMER_BY_LINK: Actor = { kind: 'customer_link', label: 'customer' };
