import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { FindOptionsWhere, Repository } from 'typeorm';
import { ReelDto, SaveReelDto } from './dto/reel.dto';
import { instagramEmbedId } from './instagram-url';
import { Reel } from './reel.entity';

export const NOT_A_REEL_LINK =
  'Please enter a valid Instagram reel or post link (https://www.instagram.com/reel/... or /p/...)';

function reelView(reel: Reel): ReelDto {
  return {
    _id: reel.id,
    id: reel.id,
    instagramUrl: reel.instagramUrl,
    embedId: reel.embedId,
    caption: reel.caption,
    isActive: reel.isActive,
    createdAt: reel.createdAt,
    updatedAt: reel.updatedAt,
  };
}

@Injectable()
export class ReelsService {
  constructor(@InjectRepository(Reel) private readonly reels: Repository<Reel>) {}

  /** Newest first; only the shown ones unless `all`. */
  async list(all: boolean): Promise<ReelDto[]> {
    const where: FindOptionsWhere<Reel> = all ? {} : { isActive: true };
    const rows = await this.reels.find({ where, order: { createdAt: 'DESC', id: 'ASC' } });
    return rows.map(reelView);
  }

  async create(dto: SaveReelDto): Promise<ReelDto> {
    const saved = await this.reels.save(this.reels.create({ ...this.fields(dto), isActive: true }));
    return reelView(await this.entity(saved.id));
  }

  async update(id: string, dto: SaveReelDto): Promise<ReelDto> {
    const fields = this.fields(dto);
    await this.entity(id);
    await this.reels.update({ id }, fields);
    return reelView(await this.entity(id));
  }

  async remove(id: string): Promise<ReelDto> {
    const reel = await this.entity(id);
    await this.reels.delete({ id });
    return reelView(reel);
  }

  /** Shows a hidden reel or hides a shown one, in one statement so two clicks cannot cross. */
  async toggle(id: string): Promise<ReelDto> {
    const result = await this.reels
      .createQueryBuilder()
      .update(Reel)
      .set({ isActive: () => 'NOT is_active' })
      .where('id = :id', { id })
      .execute();
    if (!result.affected) throw new NotFoundException('Reel not found');
    return reelView(await this.entity(id));
  }

  private fields(dto: SaveReelDto): Pick<Reel, 'instagramUrl' | 'embedId' | 'caption'> {
    const embedId = instagramEmbedId(dto.instagramUrl);
    if (!embedId) throw new BadRequestException(NOT_A_REEL_LINK);
    return { instagramUrl: dto.instagramUrl, embedId, caption: dto.caption };
  }

  private async entity(id: string): Promise<Reel> {
    const reel = await this.reels.findOneBy({ id });
    if (!reel) throw new NotFoundException('Reel not found');
    return reel;
  }
}
