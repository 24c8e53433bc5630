import { Controller, Get, Headers, Param, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { CollectionCityView, ServiceAreaAnswer } from '@luggage/contracts';
import { CatalogService, parseId } from './catalog.service.js';
import { ApiTags } from '@nestjs/swagger';
import { ApiError, ApiValidated } from '../../shared/openapi/api-answers.js';
import { DeliveryCatalogService } from './delivery-catalog.service.js';
import { type RequestHeaders, requestLanguage } from '../../shared/i18n/translate.js';
import { ServiceAreaQueryDto } from './dto/service-area-query.dto.js';

@ApiTags('catalog')
@Controller('api')
export class CatalogController {
  constructor(
    private readonly catalog: CatalogService,
    private readonly delivery: DeliveryCatalogService,
  ) {}

  @Get('get-data')
  async getData(@Headers('accept-encoding') acceptEncoding: string | undefined, @Res() reply: FastifyReply): Promise<void> {
    const data = await this.catalog.getPublicData();
    const gzip = /\bgzip\b/.test(acceptEncoding ?? '');
    void reply.header('Content-Type', 'application/json; charset=utf-8').header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding');
    if (gzip) void reply.header('Content-Encoding', 'gzip');
    void reply.send(gzip ? data.gzip : data.plain);
  }

  @Get('get-collection-cities')
  getCollectionCities(): Promise<CollectionCityView[]> {
    return this.catalog.listCities();
  }

  @Get('get-collection-city/:id')
  @ApiError(404, 'Collection city not found.')
  getCollectionCity(@Param('id') id: string): Promise<CollectionCityView> {
    return this.catalog.getCity(parseId(id));
  }

  /**
   * Whether we collect from and deliver to a postcode: its zone, the fee per trip and the point storing the bags, or
   * (`served: false`) the out-of-area message in the request's language. An invalid postcode is a 422 under `postcode`.
   */
  @Get('service-area')
  @ApiValidated()
  serviceArea(@Query() query: ServiceAreaQueryDto, @Headers() headers: RequestHeaders): Promise<ServiceAreaAnswer> {
    return this.delivery.serviceArea(query.postcode, query.cityId, requestLanguage(headers));
  }
}
