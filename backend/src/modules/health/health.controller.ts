import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiProperty, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { Public } from '../../common/decorators/auth.decorators';
import { QueueState, Scheduler } from '../../infra/scheduler';

export class HealthDto {
  @ApiProperty({ example: 'ok' })
  status: 'ok';

  @ApiProperty({ enum: ['up', 'down'] })
  db: 'up' | 'down';

  @ApiProperty({ enum: ['up', 'down', 'in-process'] })
  queue: QueueState;
}

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(Scheduler) private readonly scheduler: Scheduler,
  ) {}

  @Public()
  @Get()
  @ApiOkResponse({ type: HealthDto })
  async check(): Promise<HealthDto> {
    const db = await this.dataSource
      .query('SELECT 1')
      .then(() => 'up' as const)
      .catch(() => 'down' as const);
    return { status: 'ok', db, queue: await this.scheduler.state() };
  }
}
