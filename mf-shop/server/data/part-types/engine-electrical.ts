import type { DepartmentDef } from './types';

export const ENGINE: DepartmentDef = {
  slug: 'engine-ignition',
  name: 'Engine & Ignition',
  parts: [
    {
      slug: 'spark-plugs',
      name: 'Spark Plugs',
      noun: 'Spark Plug',
      code: 'SP',
      price: [4, 39],
      lines: ['Iridium', 'Platinum', 'Double Platinum', 'Copper', 'Laser Iridium'],
      colors: ['white', 'silver'],
      specs: [
        {
          slug: 'gap',
          name: 'Gap',
          values: ['0.8 mm', '0.9 mm', '1.0 mm', '1.1 mm'],
          featured: true,
        },
        { slug: 'thread', name: 'Thread', values: ['M12', 'M14'], featured: true },
        {
          slug: 'pack',
          name: 'Pack Size',
          values: ['Single', '4-Pack', '6-Pack'],
          inName: 'after',
        },
      ],
      about:
        'A spark plug with a fine-wire electrode for a strong spark, quick starts and clean burning.',
      tags: ['ignition', 'spark plug', 'engine'],
    },
    {
      slug: 'ignition-coils',
      name: 'Ignition Coils',
      noun: 'Ignition Coil',
      code: 'IC',
      price: [19, 149],
      lines: ['Pencil', 'Coil-on-Plug', 'High-Output', 'OE-Spec'],
      colors: ['black', 'red', 'graphite'],
      specs: [
        {
          slug: 'output',
          name: 'Output Voltage',
          values: ['35 kV', '40 kV', '45 kV'],
          featured: true,
        },
        { slug: 'connector', name: 'Connector Pins', values: ['3', '4'] },
      ],
      about: 'An ignition coil that delivers a steady high voltage for misfire-free running.',
      tags: ['ignition', 'coil', 'engine'],
    },
    {
      slug: 'timing-belts',
      name: 'Timing Belts',
      noun: 'Timing Belt Kit',
      code: 'TB',
      price: [39, 349],
      lines: ['Complete', 'Heavy-Duty', 'OE-Spec', 'Pro'],
      colors: ['black'],
      specs: [
        { slug: 'teeth', name: 'Teeth', values: ['111', '124', '137', '153'], featured: true },
        {
          slug: 'water-pump',
          name: 'Water Pump',
          values: ['Included', 'Not Included'],
          featured: true,
        },
      ],
      about:
        'A timing belt kit with tensioner and idlers, the parts to replace together at the service interval.',
      tags: ['engine', 'timing belt'],
    },
    {
      slug: 'water-pumps',
      name: 'Water Pumps',
      noun: 'Water Pump',
      code: 'WP',
      price: [29, 259],
      lines: ['Cast Iron', 'Aluminium', 'Electric', 'OE-Spec'],
      colors: ['silver', 'gray', 'black'],
      specs: [
        { slug: 'impeller', name: 'Impeller', values: ['Metal', 'Composite'], featured: true },
        { slug: 'gasket', name: 'Gasket', values: ['Included', 'Not Included'] },
      ],
      about: 'A water pump with a sealed bearing and balanced impeller that keeps coolant moving.',
      tags: ['engine', 'cooling', 'water pump'],
    },
  ],
};

export const FILTERS: DepartmentDef = {
  slug: 'filters',
  name: 'Filters',
  parts: [
    {
      slug: 'oil-filters',
      name: 'Oil Filters',
      noun: 'Oil Filter',
      code: 'OF',
      price: [5, 39],
      lines: ['Premium', 'Synthetic', 'Extended Life', 'High-Mileage', 'Standard'],
      colors: ['blue', 'orange', 'black', 'white', 'red'],
      specs: [
        { slug: 'style', name: 'Style', values: ['Spin-On', 'Cartridge'], featured: true },
        {
          slug: 'thread',
          name: 'Thread',
          values: ['3/4-16', 'M20x1.5', 'M22x1.5'],
          featured: true,
        },
        { slug: 'efficiency', name: 'Efficiency', values: ['95%', '99%'] },
      ],
      about:
        'An oil filter with a synthetic-blend medium that traps fine particles for the full interval.',
      tags: ['filters', 'oil filter', 'maintenance'],
    },
    {
      slug: 'air-filters',
      name: 'Air Filters',
      noun: 'Air Filter',
      code: 'AF',
      price: [9, 79],
      lines: ['Performance', 'Washable', 'Standard', 'High-Flow'],
      colors: ['white', 'red', 'yellow'],
      specs: [
        {
          slug: 'media',
          name: 'Media',
          values: ['Paper', 'Cotton Gauze', 'Synthetic'],
          featured: true,
        },
        { slug: 'shape', name: 'Shape', values: ['Panel', 'Round', 'Conical'], featured: true },
      ],
      about:
        'An engine air filter with deep pleats that holds more dirt while letting the engine breathe.',
      tags: ['filters', 'air filter', 'maintenance'],
    },
    {
      slug: 'cabin-air-filters',
      name: 'Cabin Air Filters',
      noun: 'Cabin Air Filter',
      code: 'CF',
      price: [8, 49],
      lines: ['Activated Carbon', 'Particulate', 'Allergen', 'Standard'],
      colors: ['white', 'graphite', 'light-gray'],
      specs: [
        {
          slug: 'media',
          name: 'Media',
          values: ['Particulate', 'Activated Carbon'],
          featured: true,
        },
        { slug: 'pack', name: 'Pack Size', values: ['1', '2'] },
      ],
      about: 'A cabin filter that stops dust, pollen and road odours before they reach the vents.',
      tags: ['filters', 'cabin filter', 'interior'],
    },
    {
      slug: 'fuel-filters',
      name: 'Fuel Filters',
      noun: 'Fuel Filter',
      code: 'FF',
      price: [9, 89],
      lines: ['Inline', 'Diesel', 'Cartridge', 'High-Pressure'],
      colors: ['silver', 'black', 'white'],
      specs: [
        { slug: 'fuel', name: 'Fuel', values: ['Petrol', 'Diesel'], featured: true },
        {
          slug: 'micron',
          name: 'Micron Rating',
          values: ['5 µm', '10 µm', '30 µm'],
          featured: true,
        },
      ],
      about:
        'A fuel filter that protects injectors and pumps from rust, scale and water in the fuel.',
      tags: ['filters', 'fuel filter', 'fuel system'],
    },
  ],
};

export const ELECTRICAL: DepartmentDef = {
  slug: 'electrical',
  name: 'Electrical',
  parts: [
    {
      slug: 'batteries',
      name: 'Batteries',
      noun: 'Car Battery',
      code: 'BA',
      price: [89, 329],
      lines: ['AGM', 'EFB', 'Lead-Acid', 'Start-Stop', 'Heavy-Duty'],
      colors: ['black', 'blue', 'red', 'silver'],
      specs: [
        {
          slug: 'capacity',
          name: 'Capacity',
          values: ['45 Ah', '60 Ah', '74 Ah', '95 Ah'],
          featured: true,
          inName: 'after',
        },
        {
          slug: 'cca',
          name: 'Cold Cranking Amps',
          values: ['480 A', '640 A', '760 A', '850 A'],
          featured: true,
        },
        { slug: 'group', name: 'Group Size', values: ['H5', 'H6', 'H7', '35', '48'] },
      ],
      about:
        'A maintenance-free 12 V battery with the cranking power for cold mornings and short trips.',
      tags: ['electrical', 'battery'],
    },
    {
      slug: 'alternators',
      name: 'Alternators',
      noun: 'Alternator',
      code: 'AL',
      price: [119, 489],
      lines: ['Remanufactured', 'New', 'High-Output', 'OE-Spec'],
      colors: ['silver', 'gray', 'black'],
      specs: [
        {
          slug: 'output',
          name: 'Output',
          values: ['90 A', '120 A', '150 A', '180 A'],
          featured: true,
          inName: 'after',
        },
        { slug: 'pulley', name: 'Pulley', values: ['6-Groove', 'Clutch', 'Decoupler'] },
      ],
      about:
        'An alternator that keeps the battery charged and the electrics steady at idle and speed.',
      tags: ['electrical', 'charging', 'alternator'],
    },
    {
      slug: 'starters',
      name: 'Starters',
      noun: 'Starter Motor',
      code: 'ST',
      price: [89, 399],
      lines: ['Remanufactured', 'New', 'Gear-Reduction', 'OE-Spec'],
      colors: ['silver', 'black', 'gray'],
      specs: [
        {
          slug: 'power',
          name: 'Power',
          values: ['1.1 kW', '1.4 kW', '2.0 kW', '2.2 kW'],
          featured: true,
        },
        { slug: 'teeth', name: 'Pinion Teeth', values: ['9', '10', '11'] },
      ],
      about:
        'A starter motor with a gear-reduction drive that turns the engine over quickly every time.',
      tags: ['electrical', 'starter'],
    },
    {
      slug: 'oxygen-sensors',
      name: 'Oxygen Sensors',
      noun: 'Oxygen Sensor',
      code: 'OS',
      price: [25, 189],
      lines: ['Wideband', 'Heated', 'Direct-Fit', 'Universal'],
      colors: ['silver', 'black', 'gray'],
      specs: [
        {
          slug: 'position',
          name: 'Position',
          values: ['Upstream', 'Downstream'],
          featured: true,
          inName: 'before',
        },
        { slug: 'wires', name: 'Wires', values: ['4', '5'], featured: true },
      ],
      about:
        'An oxygen sensor that reads the exhaust quickly so the engine runs clean and economical.',
      tags: ['electrical', 'sensor', 'emissions'],
    },
  ],
};
