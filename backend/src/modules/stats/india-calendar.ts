// tools/bench loads the India calendar from this path (tools/bench/src/shop.ts); the shop's own
// code imports common/india-calendar.ts.
export * from '../../common/india-calendar';
