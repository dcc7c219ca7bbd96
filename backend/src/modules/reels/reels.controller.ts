import { Body, Controller, Delete, Get, Inject, Param, Patch, Post, Put } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { KeyScope, Public, Roles } from '../../common/decorators/auth.decorators';
import { ReelResponseDto, ReelsResponseDto, SaveReelDto } from './dto/reel.dto';
import { ReelsService } from './reels.service';
import { uuidPipe } from '../../common/pipes/uuid.pipe';

const reelIdPipe = uuidPipe('reel');

@ApiTags('reels')
@KeyScope('catalogue')
@Controller('reels')
export class ReelsController {
  constructor(@Inject(ReelsService) private readonly reels: ReelsService) {}

  @Public()
  @Get()
  @ApiOperation({
    operationId: 'listReels',
    summary: 'Reels shown in the shop',
    description: 'Active Instagram reels, newest first.',
  })
  @ApiOkResponse({ type: ReelsResponseDto, description: 'Shown reels only, newest first' })
  async shown(): Promise<ReelsResponseDto> {
    return { success: true, message: 'Reels fetched successfully', data: await this.reels.list(false) };
  }

  @Roles('admin')
  @Get('admin')
  @ApiOperation({
    operationId: 'listAllReels',
    summary: 'All reels (admin)',
    description: 'Every reel, shown or hidden, newest first. Admins only.',
  })
  @ApiBearerAuth()
  @ApiOkResponse({ type: ReelsResponseDto, description: 'Every reel, newest first' })
  async all(): Promise<ReelsResponseDto> {
    return { success: true, message: 'Reels fetched successfully', data: await this.reels.list(true) };
  }

  @Roles('admin')
  @Post()
  @ApiOperation({
    operationId: 'createReel',
    summary: 'Add a reel (admin)',
    description: 'Adds an Instagram reel by its URL, with a caption. Admins only.',
  })
  @ApiBearerAuth()
  @ApiCreatedResponse({ type: ReelResponseDto })
  async create(@Body() dto: SaveReelDto): Promise<ReelResponseDto> {
    return { success: true, message: 'Reel added successfully', data: await this.reels.create(dto) };
  }

  @Roles('admin')
  @Put(':id')
  @ApiOperation({
    operationId: 'updateReel',
    summary: 'Edit a reel (admin)',
    description: 'Changes the URL or caption of a reel. Admins only.',
  })
  @ApiBearerAuth()
  @ApiOkResponse({ type: ReelResponseDto })
  @ApiNotFoundResponse({ description: 'Reel not found' })
  async update(@Param('id', reelIdPipe) id: string, @Body() dto: SaveReelDto): Promise<ReelResponseDto> {
    return { success: true, message: 'Reel updated successfully', data: await this.reels.update(id, dto) };
  }

  @Roles('admin')
  @Delete(':id')
  @ApiOperation({
    operationId: 'deleteReel',
    summary: 'Delete a reel (admin)',
    description: 'Removes a reel. Admins only.',
  })
  @ApiBearerAuth()
  @ApiOkResponse({ type: ReelResponseDto })
  @ApiNotFoundResponse({ description: 'Reel not found' })
  async remove(@Param('id', reelIdPipe) id: string): Promise<ReelResponseDto> {
    return { success: true, message: 'Reel deleted successfully', data: await this.reels.remove(id) };
  }

  @Roles('admin')
  @Patch(':id/toggle-status')
  @ApiOperation({
    operationId: 'toggleReel',
    summary: 'Show or hide a reel (admin)',
    description: 'Flips whether a reel is shown. Admins only.',
  })
  @ApiBearerAuth()
  @ApiOkResponse({ type: ReelResponseDto })
  @ApiNotFoundResponse({ description: 'Reel not found' })
  async toggle(@Param('id', reelIdPipe) id: string): Promise<ReelResponseDto> {
    const reel = await this.reels.toggle(id);
    return { success: true, message: reel.isActive ? 'Reel is now shown' : 'Reel is now hidden', data: reel };
  }
}
