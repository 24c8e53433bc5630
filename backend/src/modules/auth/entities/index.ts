import { EmailVerificationToken } from './email-verification-token.entity.js';
import { PasswordResetToken } from './password-reset-token.entity.js';
import { User } from './user.entity.js';

export const authEntities = [User, PasswordResetToken, EmailVerificationToken];
