import { Foundation1732000000000 } from './1732000000000-foundation';

/** Every migration, oldest first. Add new ones at the end. */
export const MIGRATIONS = [Foundation1732000000000];
