/**
 * Real world manufacturer identifiers (VIN positions 1-3) of every make in the data set. The
 * first code of a make is the one sample VINs are built with. Where a code is shared by sister
 * brands in reality (2C3: Chrysler and Dodge), the table gives it to one make.
 *
 * It stays code, not a table of the `vehicle` schema: it is a rule of how a VIN is read (with the
 * year code and the check digit of src/lib/vin), which changes with the decoder, not data that
 * grows on its own; the vehicles it points at are the table's.
 */
export const wmisByMake: Readonly<Record<string, readonly string[]>> = {
  Ford: ['1FA', '1FT', '1FM', '3FA'],
  Chevrolet: ['1G1', '1GC', '1GN', '2G1'],
  GMC: ['1GT', '1GK', '3GT'],
  Cadillac: ['1G6', '1GY'],
  Buick: ['1G4', '5GA', 'KL4'],
  Pontiac: ['1G2', '2G2', '5Y2'],
  Saturn: ['1G8', '5GZ'],
  Dodge: ['1B3', '2B3', '1D7', '1B7', '2D4'],
  Ram: ['1C6', '3C6', '3C7'],
  Chrysler: ['2C3', '1C3', '2C4'],
  Jeep: ['1J4', '1J8', '1C4'],
  Lincoln: ['1LN', '5LM', '2LM'],
  Mercury: ['1ME', '2ME', '4M2'],
  Tesla: ['5YJ', '7SA'],
  Hummer: ['5GR', '5GT'],
  Honda: ['1HG', 'JHM', '2HG', '5FN', '5J6'],
  Acura: ['19U', 'JH4', '5J8'],
  Toyota: ['4T1', 'JTD', '2T1', '5TD', '5TF', 'JTE', '4T3'],
  Lexus: ['JTH', 'JTJ', '2T2'],
  Scion: ['JTK', 'JTL'],
  Nissan: ['1N4', 'JN1', '1N6', '5N1', 'JN8', '3N1'],
  Infiniti: ['JNK', 'JNR', '5N3'],
  Mazda: ['JM1', 'JM3', '1YV', '4F2'],
  Subaru: ['JF1', 'JF2', '4S3', '4S4'],
  Mitsubishi: ['JA3', 'JA4', '4A3', '4A4'],
  Hyundai: ['KMH', '5NP', 'KM8', '5NM'],
  Kia: ['KNA', 'KND', '5XY', '5XX'],
  Genesis: ['KMT', 'KMU'],
  Suzuki: ['JS2', 'JS3', '2S3'],
  BMW: ['WBA', 'WBS', '5UX', 'WBX'],
  'Mercedes-Benz': ['WDD', 'WDB', 'W1K', 'WDC', '4JG', 'W1N'],
  Audi: ['WAU', 'WA1', 'TRU'],
  Volkswagen: ['WVW', '3VW', '1VW', 'WVG'],
  Volvo: ['YV1', 'YV4'],
  Porsche: ['WP0', 'WP1'],
  Mini: ['WMW'],
  'Land Rover': ['SAL'],
  Jaguar: ['SAJ'],
  Fiat: ['ZFA', '3C3'],
  'Alfa Romeo': ['ZAR', 'ZAS'],
  Saab: ['YS3'],
};

/** WMI -> make, the table `decodeMake` reads. */
export const wmiTable: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(wmisByMake).flatMap(([make, codes]) => codes.map((code) => [code, make])),
);

export function primaryWmi(make: string): string | undefined {
  return wmisByMake[make]?.[0];
}
