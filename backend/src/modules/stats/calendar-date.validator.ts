import { ValidatorConstraint, ValidatorConstraintInterface, ValidationArguments } from 'class-validator';
import { isCalendarDate } from '../../common/india-calendar';

@ValidatorConstraint({ name: 'calendarDate' })
export class CalendarDate implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'string' && isCalendarDate(value);
  }

  defaultMessage(args: ValidationArguments): string {
    return `${args.property} must be a date in the form YYYY-MM-DD`;
  }
}
