export * from './domain-events';
export { EventsModule } from './events.module';
export { Transactions, Tx } from './transactions';
