/**
 * The time deals are judged against. A provider of its own so that tests can move time
 * (`jest.spyOn(app.get(Clock), 'now')`) and see a deal end without anyone saving it again.
 */
export class Clock {
  now(): Date {
    return new Date();
  }
}
