import { EmailVerificationToken } from '../../modules/auth/entities/email-verification-token.entity.js';
import { PasswordResetToken } from '../../modules/auth/entities/password-reset-token.entity.js';
import { User } from '../../modules/auth/entities/user.entity.js';
import { bookingEntities } from '../../modules/booking/entities/index.js';
import { catalogEntities } from '../../modules/catalog/entities/index.js';
import { paymentsEntities } from '../../modules/payments/entities/index.js';
import { pricingEntities } from '../../modules/pricing/entities/index.js';
import { OutboxEvent } from '../events/outbox-event.entity.js';

/** The composition root of the schema: each module's entities, gathered once for MikroORM. */
export const allEntities = [...catalogEntities, User, PasswordResetToken, EmailVerificationToken, ...bookingEntities, ...paymentsEntities, ...pricingEntities, OutboxEvent];
