import { Global, Module } from '@nestjs/common';
import { EventEmitterModule } from '@nestjs/event-emitter';
import { Transactions } from './transactions';

/** Domain events after commit (see transactions.ts), for every module. */
@Global()
@Module({
  imports: [EventEmitterModule.forRoot({ wildcard: false, ignoreErrors: true })],
  providers: [Transactions],
  exports: [Transactions],
})
export class EventsModule {}
