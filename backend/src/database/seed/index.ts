export * from './catalogue';
export * from './product-art';
export * from './stock';
export * from './gst-classes';
export * from './variants';
