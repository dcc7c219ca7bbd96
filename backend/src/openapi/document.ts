import { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { addWebhooks } from './webhooks';

/** The published API description; the storefront's client is generated from it. */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Decor Shop API')
    .setDescription(
      'Headless commerce API of the Decor Shop: catalogue, cart, coupons, orders, COD and UPI payments, ' +
        'accounts, deals, reels and statistics. Amounts are rupees with two decimals. Protected calls accept ' +
        'the `token` cookie or `Authorization: Bearer <token>`.',
    )
    .setVersion('1.0.0')
    .addBearerAuth()
    .addCookieAuth('token')
    .build();
  const document = SwaggerModule.createDocument(app, config, {
    operationIdFactory: (controllerKey, methodKey) => `${controllerKey}_${methodKey}`,
  });
  addWebhooks(document);
  return document;
}
