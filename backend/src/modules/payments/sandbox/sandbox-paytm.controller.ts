import {
  ArgumentsHost,
  Body,
  Catch,
  Controller,
  ExceptionFilter,
  Get,
  Header,
  HttpCode,
  HttpException,
  Inject,
  Post,
  Query,
  Redirect,
  UseFilters,
} from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { ApiExcludeController } from '@nestjs/swagger';
import { APP_CONFIG, AppConfig } from '../../../config';
import { Public } from '../../../common/decorators/auth.decorators';
import { CrossSiteAllowed } from '../../../common/guards/csrf.guard';
import { PAYTM_PATHS } from '../paytm-protocol';
import { errorPage, paymentPage } from './sandbox-page';
import { SandboxPaytmService } from './sandbox-paytm.service';
import { SandboxRefunds } from './sandbox-refunds';

const COMPLETE_PATH = '/theia/api/v1/processTransaction';

/** A sandbox page the shopper's browser cannot go on from: shown as a page, not as JSON. */
class SandboxPageError extends HttpException {
  constructor(message: string) {
    super(message, 400);
  }
}

@Catch(SandboxPageError)
class SandboxPageErrorFilter implements ExceptionFilter {
  constructor(@Inject(HttpAdapterHost) private readonly adapterHost: HttpAdapterHost) {}

  catch(exception: SandboxPageError, host: ArgumentsHost): void {
    const http = this.adapterHost.httpAdapter;
    const response = host.switchToHttp().getResponse();
    http.setHeader(response, 'Content-Type', 'text/html; charset=utf-8');
    http.setHeader(response, 'Cache-Control', 'no-store');
    http.reply(response, errorPage(exception.message), 400);
  }
}

/**
 * The built-in sandbox Paytm gateway at /sandbox/paytm (outside /api), mounted only when the
 * configuration turns it on (config.paymentSandbox: payments-sandbox.module.ts). It speaks
 * Paytm's protocol so the real provider runs unchanged.
 */
@ApiExcludeController()
@Public()
@UseFilters(SandboxPageErrorFilter)
/** A stand-in for the foreign gateway: like it, it takes form posts from the shop's pages and servers. */
@CrossSiteAllowed()
@Controller('sandbox/paytm')
export class SandboxPaytmController {
  constructor(
    private readonly sandbox: SandboxPaytmService,
    private readonly refunds: SandboxRefunds,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post(PAYTM_PATHS.initiate)
  @HttpCode(200)
  initiate(@Query() query: Record<string, string>, @Body() body: Record<string, unknown>) {
    return this.sandbox.initiate(query, body);
  }

  @Get(PAYTM_PATHS.showPaymentPage)
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  showPageGet(@Query() query: Record<string, string>): Promise<string> {
    return this.showPage(query);
  }

  /** The storefront's auto-submitted form: mid, orderId and txnToken (also in the query). */
  @Post(PAYTM_PATHS.showPaymentPage)
  @HttpCode(200)
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  showPagePost(@Query() query: Record<string, string>, @Body() body: Record<string, string>): Promise<string> {
    return this.showPage({ ...query, ...body });
  }

  private async showPage(input: Record<string, string>): Promise<string> {
    const model = await this.sandbox.page(input);
    if (!model) throw new SandboxPageError('This payment link is invalid or has expired.');
    return paymentPage({ ...model, action: `${this.config.publicUrl}/sandbox/paytm${COMPLETE_PATH}` });
  }

  /** Pay or Fail: record the result, then 307 so the browser re-posts the signed form to the shop. */
  @Post(COMPLETE_PATH)
  @Header('Cache-Control', 'no-store')
  @Redirect()
  async complete(@Body() body: Record<string, string>): Promise<{ url: string; statusCode: number }> {
    const callbackUrl = await this.sandbox.complete(body);
    if (!callbackUrl) throw new SandboxPageError('This payment could not be completed.');
    return { url: callbackUrl, statusCode: 307 };
  }

  @Post(PAYTM_PATHS.status)
  @HttpCode(200)
  status(@Body() body: Record<string, unknown>) {
    return this.sandbox.status(body);
  }

  @Post(PAYTM_PATHS.refund)
  @HttpCode(200)
  refund(@Body() body: Record<string, unknown>) {
    return this.refunds.apply(body);
  }

  @Post(PAYTM_PATHS.refundStatus)
  @HttpCode(200)
  refundStatus(@Body() body: Record<string, unknown>) {
    return this.refunds.status(body);
  }
}
