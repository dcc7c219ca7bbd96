import { Global, Module } from '@nestjs/common';
import { AnswerCache } from './answer-cache';

/** The shop's one cache (answer-cache.ts), for the HTTP layer and the modules that read through it. */
@Global()
@Module({
  providers: [AnswerCache],
  exports: [AnswerCache],
})
export class CacheModule {}
