import { ValidateIf } from 'class-validator';

/**
 * An optional field that is never null: left out, it is not checked; an explicit null is checked
 * like any other value and answers the field's own 400 (class-validator's IsOptional lets null
 * through to the service).
 */
export const Omittable = (): PropertyDecorator => ValidateIf((_object, value) => value !== undefined);
