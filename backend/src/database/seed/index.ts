export * from './catalogue';
export * from './product-art';
