import type { PartNumberRef, ProductCompatibility, Vehicle } from '@autoparts/shared';
import { BRANDS } from './brands';
import {
  AFTERMARKET_PATTERNS,
  formatPartNumber,
  OEM_PATTERN_OF_MAKE,
  UNIVERSAL_OEM_MAKES,
} from './part-number-formats';
import { chance, createRandom, hashSeed, intBetween, pick, pickSome } from './random';
import { vehicles } from './vehicles';

/** What a product's cross-references follow from: its part type, brand and fitment. */
export interface CrossReferenceSource {
  id: number;
  partType: string;
  brand: string;
  compatibility: ProductCompatibility;
}

export interface CrossReferences {
  oem: PartNumberRef[];
  interchange: PartNumberRef[];
}

/** A part listed for more models than this names the OEM numbers of its main ones only. */
const OEM_MODELS_MAX = 3;
/** Model years one OEM number covers: a generation, roughly, so fitments of it share numbers. */
const GENERATION_YEARS = 7;

const vehicleById = new Map(vehicles.map((vehicle) => [vehicle.id, vehicle]));

/**
 * One OEM number per (make, model, generation, part type): every product of that part type
 * fitting that generation replaces the same number, as interchangeable real parts do.
 */
function oemNumber(
  make: string,
  model: string,
  generation: number,
  partType: string,
  older = false,
) {
  const pattern = OEM_PATTERN_OF_MAKE.get(make);
  if (!pattern) throw new Error(`No OEM numbering for the make ${make}`);
  const seed = hashSeed(older ? 'oem-superseded' : 'oem', make, model, generation, partType);
  return { brand: make, number: formatPartNumber(pattern, createRandom(seed)) };
}

/** The fitted models with most vehicles first, each with the generation of its middle year. */
function fittedModels(ids: readonly number[]) {
  const byModel = new Map<string, Vehicle[]>();
  for (const id of ids) {
    const vehicle = vehicleById.get(id);
    if (!vehicle) continue;
    const key = `${vehicle.make}|${vehicle.model}`;
    const list = byModel.get(key);
    if (list) list.push(vehicle);
    else byModel.set(key, [vehicle]);
  }
  return [...byModel.values()]
    .sort((a, b) => b.length - a.length)
    .slice(0, OEM_MODELS_MAX)
    .map((list) => {
      const years = list.map((v) => v.year).sort((a, b) => a - b);
      const middle = years[Math.floor(years.length / 2)]!;
      return {
        make: list[0]!.make,
        model: list[0]!.model,
        generation: Math.floor(middle / GENERATION_YEARS),
      };
    });
}

/**
 * The OEM numbers a product replaces and other brands' numbers for its equivalents, from a
 * stream of its own so the fields the product factory draws stay as they were. A brand's
 * interchange number follows the first OEM number, so equivalent parts list the same ones.
 */
export function crossReferencesOf(source: CrossReferenceSource): CrossReferences {
  const random = createRandom(hashSeed('cross-reference', source.id));
  const { compatibility, partType } = source;
  const oem: PartNumberRef[] = [];
  if (Array.isArray(compatibility)) {
    const models = fittedModels(compatibility);
    for (const { make, model, generation } of models)
      oem.push(oemNumber(make, model, generation, partType));
    const first = models[0];
    if (first && chance(random, 0.3))
      oem.push(oemNumber(first.make, first.model, first.generation, partType, true));
  } else if (compatibility === 'all' && chance(random, 0.3)) {
    // A universal part still names a maker's own equivalent now and then (an oil, a bulb).
    oem.push(
      oemNumber(pick(random, UNIVERSAL_OEM_MAKES), 'any', intBetween(random, 0, 2), partType),
    );
  }
  const others = BRANDS.filter((brand) => brand.slug !== source.brand);
  const count = oem.length > 0 ? intBetween(random, 1, 4) : intBetween(random, 0, 2);
  const basis = oem[0]?.number ?? String(source.id);
  const interchange = pickSome(random, others, count).map((brand) => ({
    brand: brand.name,
    number: formatPartNumber(
      AFTERMARKET_PATTERNS.get(brand.slug)!,
      createRandom(hashSeed('interchange', brand.slug, partType, basis)),
    ),
  }));
  return { oem, interchange };
}
