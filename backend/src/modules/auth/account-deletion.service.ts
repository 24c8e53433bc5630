import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AuthThrottle } from './auth-throttle.js';
import { LastAdminError, UnauthenticatedError, wrongPassword } from './auth.errors.js';
import type { DeleteAccountDto } from './dto/auth.dto.js';
import { User } from './entities/user.entity.js';
import { PasswordHasher } from './password-hasher.js';
import type { AuthUser } from './session.service.js';

/**
 * Deletes an account once its password is typed again. The user row goes and the database does the rest: its
 * sessions, reset and verification tokens and staff points go with it (on delete cascade), and its bookings lose only
 * their link to it (on delete set null): each booking carries the name and email it was made with, so a booking still
 * to come keeps its pass, its manage link and its emails, as a guest's would (retention erases them in time). The
 * caller erases in the same transaction what other modules keep under the address (the account emails' recipients).
 */
@Injectable()
export class AccountDeletionService {
  constructor(
    private readonly em: EntityManager,
    private readonly throttle: AuthThrottle,
    private readonly passwords: PasswordHasher,
  ) {}

  /** `eraseElsewhere`: what other modules keep under the account's address, erased in the deletion's transaction. */
  async delete(current: AuthUser, dto: DeleteAccountDto, eraseElsewhere: (tx: EntityManager, email: string) => Promise<void> = async () => {}): Promise<void> {
    await this.throttle.hitAccountDeletion(current.id);
    const em = this.em.fork();
    const user = await em.findOne(User, current.id, { populate: ['passwordHash'] });
    if (!user) throw new UnauthenticatedError();
    if (!(await this.passwords.verify(user.passwordHash, dto.password))) throw wrongPassword();
    await em.transactional(async (tx) => {
      if (user.role === 'admin') await this.refuseLastAdmin(tx);
      await tx.execute('delete from app_user where id = ?', [user.id]);
      await this.throttle.forgetEmail(tx, user.email);
      await eraseElsewhere(tx, user.email);
    });
  }

  /** Locks the admins' rows, so two admins deleting themselves at once cannot both go. */
  private async refuseLastAdmin(tx: EntityManager): Promise<void> {
    const admins = await tx.execute<{ id: number }[]>(`select id from app_user where role = 'admin' order by id for update`);
    if (admins.length <= 1) throw new LastAdminError();
  }
}
