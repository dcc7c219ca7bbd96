/**
 * The time return windows are judged against. A provider of its own so that tests can move
 * time (`jest.spyOn(app.get(ReturnsClock), 'now')`) past a window without waiting a week.
 */
export class ReturnsClock {
  now(): Date {
    return new Date();
  }
}
