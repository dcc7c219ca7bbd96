import { ArgumentMetadata, ValidationPipe } from '@nestjs/common';
import { quickDto } from './compiled-dto';

/**
 * The shop's ValidationPipe (whitelist, refuse unknown keys, transform): a body that passes is
 * turned into its DTO by quickDto, and everything else (refusals with their messages, bodies
 * that need a conversion) goes through the pipe as before.
 */
export class QuickValidationPipe extends ValidationPipe {
  constructor() {
    super({ whitelist: true, forbidNonWhitelisted: true, transform: true });
  }

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    // toValidate: a DTO class, not a built-in type (string, number, array...) or a custom decorator.
    if (this.toValidate(metadata)) {
      const dto = quickDto(value, metadata.metatype as new () => object);
      if (dto !== undefined) return dto;
    }
    return super.transform(value, metadata);
  }
}
