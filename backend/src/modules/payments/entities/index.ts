import { PaymentEvent } from './payment-event.entity.js';
import { PaymentIntentRecord } from './payment-intent-record.entity.js';

export { PaymentEvent, PaymentIntentRecord };
export const paymentsEntities = [PaymentIntentRecord, PaymentEvent];
