import { BookingPayment } from './booking-payment.entity.js';
import { PaymentEvent } from './payment-event.entity.js';
import { PaymentIntentRecord } from './payment-intent-record.entity.js';
import { Refund, type RefundState } from './refund.entity.js';

export { BookingPayment, PaymentEvent, PaymentIntentRecord, Refund, type RefundState };
export const paymentsEntities = [PaymentIntentRecord, PaymentEvent, BookingPayment, Refund];
