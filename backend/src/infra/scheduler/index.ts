export * from './scheduler';
export * from './scheduler.module';
