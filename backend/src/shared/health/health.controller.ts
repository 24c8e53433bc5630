import { EntityManager } from '@mikro-orm/postgresql';
import { Controller, Get, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ApiOkResponse, ApiResponse, ApiTags } from '@nestjs/swagger';
import { JobDispatcher } from '../queue/job-dispatcher.js';

/** For load balancers and operators: 200 when the database and the queue answer, 503 when either does not. */
@ApiTags('operations')
@Controller('api')
export class HealthController {
  constructor(
    private readonly em: EntityManager,
    private readonly dispatcher: JobDispatcher,
  ) {}

  @Get('health')
  @ApiOkResponse({ description: 'The database and the queue answer.' })
  @ApiResponse({ status: 503, description: 'The database or the queue is down (status "degraded").' })
  async health(@Res() reply: FastifyReply): Promise<void> {
    const [database, queue] = await Promise.all([this.databaseUp(), this.dispatcher.isHealthy()]);
    const ok = database && queue;
    void reply
      .status(ok ? 200 : 503)
      .header('Cache-Control', 'no-store')
      .send({ status: ok ? 'ok' : 'degraded', database: database ? 'up' : 'down', queue: queue ? 'up' : 'down', queueDriver: this.dispatcher.kind });
  }

  private async databaseUp(): Promise<boolean> {
    try {
      await Promise.race([
        this.em.getConnection().execute('select 1'),
        new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 2000).unref()),
      ]);
      return true;
    } catch {
      return false;
    }
  }
}
