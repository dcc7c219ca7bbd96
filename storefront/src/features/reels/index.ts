export { ReelsCarousel } from './ReelsCarousel';
