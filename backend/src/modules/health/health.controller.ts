import { Controller, Get, HttpStatus, Inject, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { Public } from '../../common/decorators/auth.decorators';
import { within } from '../../infra/redis';
import { QueueState, Scheduler } from '../../infra/scheduler';

/** A load balancer's check must answer at once even when a dependency hangs. */
const DB_CHECK_TIMEOUT_MS = 2000;

export class HealthDto {
  @ApiProperty({ enum: ['ok', 'degraded'], example: 'ok' })
  status: 'ok' | 'degraded';

  @ApiProperty({ enum: ['up', 'down'] })
  db: 'up' | 'down';

  @ApiProperty({ enum: ['up', 'down', 'in-process'] })
  queue: QueueState;
}

/** HTTP 503: the same fields, plus the shop's error body so any client reads it as an error. */
export class DegradedHealthDto extends HealthDto {
  @ApiProperty({ example: 503 })
  statusCode: number;

  @ApiProperty({ example: 'The job queue (Redis) is unavailable' })
  message: string;

  @ApiProperty({ example: 'Service Unavailable' })
  error: string;

  @ApiProperty({ enum: ['UNAVAILABLE'], example: 'UNAVAILABLE' })
  code: 'UNAVAILABLE';
}

/** The part of a response this controller sets; Express and Fastify both have it. */
interface StatusReply {
  status(code: number): unknown;
}

@ApiTags('health')
@Controller('health')
export class HealthController {
  private databaseCheck: Promise<'up' | 'down'> | null = null;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(Scheduler) private readonly scheduler: Scheduler,
  ) {}

  @Public()
  @Get()
  @ApiOperation({
    operationId: 'getHealth',
    summary: 'Health of the shop',
    description:
      'Whether PostgreSQL and the job queue answer. 200 when both do, 503 with the same fields and the error body when either does not; for load balancers and uptime checks.',
  })
  @ApiOkResponse({ type: HealthDto })
  @ApiServiceUnavailableResponse({ type: DegradedHealthDto, description: 'PostgreSQL or the job queue is down' })
  async check(@Res({ passthrough: true }) reply: StatusReply): Promise<HealthDto | DegradedHealthDto> {
    const [db, queue] = await Promise.all([this.database(), this.scheduler.state()]);
    if (db === 'up' && queue !== 'down') return { status: 'ok', db, queue };
    reply.status(HttpStatus.SERVICE_UNAVAILABLE);
    const down = [db === 'down' ? 'the database (PostgreSQL)' : '', queue === 'down' ? 'the job queue (Redis)' : ''];
    return {
      statusCode: HttpStatus.SERVICE_UNAVAILABLE,
      message: `Unavailable: ${down.filter(Boolean).join(' and ')}`,
      error: 'Service Unavailable',
      code: 'UNAVAILABLE',
      status: 'degraded',
      db,
      queue,
    };
  }

  /**
   * Checks asked while one is under way share its answer: load balancers, probes and monitors
   * polling at once (or a flood of checks) cost the database one query at a time, not one each.
   */
  private database(): Promise<'up' | 'down'> {
    this.databaseCheck ??= within(this.dataSource.query('SELECT 1'), DB_CHECK_TIMEOUT_MS, () => new Error('timed out'))
      .then(
        () => 'up' as const,
        () => 'down' as const,
      )
      .finally(() => (this.databaseCheck = null));
    return this.databaseCheck;
  }
}
