export * from './image-storage';
export * from './disk-image-storage';
export * from './storage.module';
