import { Body, Controller, Get, Header, HttpCode, Inject, NotFoundException, Post, Query, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';
import { APP_CONFIG, AppConfig } from '../../../config';
import { Public } from '../../../common/decorators/auth.decorators';
import { PAYTM_PATHS } from '../paytm-protocol';
import { errorPage, paymentPage } from './sandbox-page';
import { SandboxPaytmService } from './sandbox-paytm.service';

const COMPLETE_PATH = '/theia/api/v1/processTransaction';

/**
 * The built-in sandbox Paytm gateway at /sandbox/paytm (outside /api), active only when no
 * PAYTM_HOST is configured. It speaks Paytm's protocol so the real provider runs unchanged.
 */
@ApiExcludeController()
@Public()
@Controller('sandbox/paytm')
export class SandboxPaytmController {
  constructor(
    private readonly sandbox: SandboxPaytmService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private assertEnabled(): void {
    if (this.config.paytmHost) throw new NotFoundException();
  }

  @Post(PAYTM_PATHS.initiate)
  @HttpCode(200)
  initiate(@Query() query: Record<string, string>, @Body() body: Record<string, unknown>) {
    this.assertEnabled();
    return this.sandbox.initiate(query, body);
  }

  @Get(PAYTM_PATHS.showPaymentPage)
  showPageGet(@Query() query: Record<string, string>, @Res() res: Response): Promise<void> {
    return this.showPage(query, res);
  }

  /** The storefront's auto-submitted form: mid, orderId and txnToken (also in the query). */
  @Post(PAYTM_PATHS.showPaymentPage)
  showPagePost(
    @Query() query: Record<string, string>,
    @Body() body: Record<string, string>,
    @Res() res: Response,
  ): Promise<void> {
    return this.showPage({ ...query, ...body }, res);
  }

  private async showPage(input: Record<string, string>, res: Response): Promise<void> {
    this.assertEnabled();
    const model = await this.sandbox.page(input);
    res.type('html').setHeader('Cache-Control', 'no-store');
    if (!model) {
      res.status(400).send(errorPage('This payment link is invalid or has expired.'));
      return;
    }
    res.status(200).send(paymentPage({ ...model, action: `${this.config.publicUrl}/sandbox/paytm${COMPLETE_PATH}` }));
  }

  /** Pay or Fail: record the result, then 307 so the browser re-posts the signed form to the shop. */
  @Post(COMPLETE_PATH)
  @Header('Cache-Control', 'no-store')
  async complete(@Body() body: Record<string, string>, @Res() res: Response): Promise<void> {
    this.assertEnabled();
    const callbackUrl = await this.sandbox.complete(body);
    if (!callbackUrl) {
      res.status(400).type('html').send(errorPage('This payment could not be completed.'));
      return;
    }
    res.redirect(307, callbackUrl);
  }

  @Post(PAYTM_PATHS.status)
  @HttpCode(200)
  status(@Body() body: Record<string, unknown>) {
    this.assertEnabled();
    return this.sandbox.status(body);
  }
}
