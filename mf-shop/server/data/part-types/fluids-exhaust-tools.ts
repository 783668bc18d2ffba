import type { DepartmentDef } from './types';

const VOLUME = {
  slug: 'volume',
  name: 'Volume',
  values: ['1 L', '4 L', '5 L'],
  featured: true,
  inName: 'after',
} as const;

export const FLUIDS: DepartmentDef = {
  slug: 'oils-fluids',
  name: 'Oils & Fluids',
  parts: [
    {
      slug: 'motor-oil',
      name: 'Motor Oil',
      noun: 'Motor Oil',
      code: 'MO',
      price: [9, 69],
      lines: ['Full Synthetic', 'Synthetic Blend', 'High Mileage', 'Conventional', 'Diesel'],
      colors: ['gold', 'black', 'blue', 'red', 'green'],
      specs: [
        {
          slug: 'viscosity',
          name: 'Viscosity',
          values: ['0W-20', '5W-30', '5W-40', '10W-40', '15W-40'],
          featured: true,
          inName: 'before',
        },
        VOLUME,
      ],
      about:
        'An engine oil that protects against wear from the first cold start to high temperature.',
      tags: ['fluids', 'oil', 'maintenance'],
    },
    {
      slug: 'coolant',
      name: 'Coolant & Antifreeze',
      noun: 'Coolant',
      code: 'CO',
      price: [8, 49],
      lines: ['Extended Life', 'Universal', 'OAT', 'HOAT', 'Ready-Mix'],
      colors: ['green', 'pink', 'blue', 'orange', 'yellow'],
      specs: [
        {
          slug: 'concentration',
          name: 'Concentration',
          values: ['Concentrate', '50/50 Ready-Mix'],
          featured: true,
        },
        VOLUME,
      ],
      about:
        'A coolant that prevents freezing, boiling and corrosion in every metal of the cooling system.',
      tags: ['fluids', 'coolant', 'cooling'],
    },
    {
      slug: 'transmission-fluid',
      name: 'Transmission Fluid',
      noun: 'Transmission Fluid',
      code: 'TF',
      price: [9, 59],
      lines: ['ATF', 'CVT', 'DCT', 'Manual Gear Oil', 'Multi-Vehicle'],
      colors: ['red', 'gold', 'green'],
      specs: [
        {
          slug: 'spec',
          name: 'Specification',
          values: ['Dexron VI', 'Mercon V', 'CVT NS-3', '75W-90'],
          featured: true,
        },
        VOLUME,
      ],
      about:
        'A transmission fluid that keeps shifts smooth and protects gears and clutches from heat.',
      tags: ['fluids', 'transmission'],
    },
    {
      slug: 'brake-fluid',
      name: 'Brake Fluid',
      noun: 'Brake Fluid',
      code: 'BF',
      price: [6, 39],
      lines: ['DOT 4', 'DOT 3', 'DOT 5.1', 'Racing'],
      colors: ['yellow', 'white', 'blue'],
      specs: [
        {
          slug: 'dry-boiling-point',
          name: 'Dry Boiling Point',
          values: ['230 °C', '260 °C', '300 °C'],
          featured: true,
        },
        {
          slug: 'volume',
          name: 'Volume',
          values: ['0.5 L', '1 L'],
          featured: true,
          inName: 'after',
        },
      ],
      about:
        'A high-boiling brake fluid that keeps the pedal firm through long descents and hard use.',
      tags: ['fluids', 'brakes'],
    },
  ],
};

export const EXHAUST: DepartmentDef = {
  slug: 'exhaust-cooling',
  name: 'Exhaust & Cooling',
  parts: [
    {
      slug: 'mufflers',
      name: 'Mufflers',
      noun: 'Muffler',
      code: 'MU',
      price: [49, 459],
      lines: ['Sport', 'Chambered', 'Turbo', 'OE-Style', 'Straight-Through'],
      colors: ['silver', 'black', 'graphite'],
      specs: [
        {
          slug: 'inlet',
          name: 'Inlet Diameter',
          values: ['2 in', '2.25 in', '2.5 in', '3 in'],
          featured: true,
        },
        {
          slug: 'material',
          name: 'Material',
          values: ['Aluminised Steel', 'Stainless Steel'],
          featured: true,
        },
      ],
      about: 'A muffler that trims drone at cruise while keeping back pressure low.',
      tags: ['exhaust', 'muffler'],
    },
    {
      slug: 'catalytic-converters',
      name: 'Catalytic Converters',
      noun: 'Catalytic Converter',
      code: 'CC',
      price: [129, 899],
      lines: ['Direct-Fit', 'Universal', 'High-Flow', 'OE-Grade'],
      colors: ['silver', 'gray'],
      specs: [
        {
          slug: 'emissions',
          name: 'Emissions Standard',
          values: ['Euro 5', 'Euro 6', 'EPA', 'CARB'],
          featured: true,
        },
        { slug: 'inlet', name: 'Inlet Diameter', values: ['2 in', '2.25 in', '2.5 in'] },
      ],
      about:
        'A catalytic converter with a high-cell substrate that meets emissions limits from cold.',
      tags: ['exhaust', 'emissions'],
    },
    {
      slug: 'radiators',
      name: 'Radiators',
      noun: 'Radiator',
      code: 'RA',
      price: [79, 549],
      lines: ['Aluminium', 'Copper-Brass', 'Performance', 'OE-Style'],
      colors: ['silver', 'black', 'gray'],
      specs: [
        { slug: 'core-rows', name: 'Core Rows', values: ['1', '2', '3'], featured: true },
        {
          slug: 'transmission-cooler',
          name: 'Transmission Cooler',
          values: ['Yes', 'No'],
          featured: true,
        },
      ],
      about: 'A radiator with a brazed aluminium core that sheds heat in traffic and towing.',
      tags: ['cooling', 'radiator'],
    },
    {
      slug: 'cooling-fans',
      name: 'Cooling Fans',
      noun: 'Radiator Fan',
      code: 'RF',
      price: [45, 329],
      lines: ['Electric', 'Dual', 'Slim', 'High-Flow'],
      colors: ['black', 'gray'],
      specs: [
        {
          slug: 'diameter',
          name: 'Diameter',
          values: ['10 in', '12 in', '14 in', '16 in'],
          featured: true,
          inName: 'after',
        },
        {
          slug: 'airflow',
          name: 'Airflow',
          values: ['1200 CFM', '1800 CFM', '2500 CFM'],
          featured: true,
        },
      ],
      about:
        'An electric cooling fan that pulls air through the radiator when the car stands still.',
      tags: ['cooling', 'fan'],
    },
  ],
};

export const TOOLS: DepartmentDef = {
  slug: 'tools-garage',
  name: 'Tools & Garage',
  parts: [
    {
      slug: 'floor-jacks',
      name: 'Floor Jacks',
      noun: 'Floor Jack',
      code: 'FJ',
      price: [59, 449],
      lines: ['Low-Profile', 'Aluminium', 'Heavy-Duty', 'Quick-Lift'],
      colors: ['red', 'yellow', 'blue', 'black', 'orange'],
      specs: [
        {
          slug: 'capacity',
          name: 'Capacity',
          values: ['2 t', '3 t', '3.5 t'],
          featured: true,
          inName: 'after',
        },
        {
          slug: 'lift-range',
          name: 'Lift Range',
          values: ['85-380 mm', '90-500 mm', '130-460 mm'],
          featured: true,
        },
      ],
      about:
        'A hydraulic floor jack that lifts fast with few pumps and lowers smoothly under control.',
      tags: ['tools', 'garage', 'lifting'],
    },
    {
      slug: 'socket-sets',
      name: 'Socket Sets',
      noun: 'Socket Set',
      code: 'SS',
      price: [29, 399],
      lines: ['Mechanics', 'Impact', 'Metric', 'SAE & Metric', 'Pro'],
      colors: ['red', 'black', 'blue', 'silver'],
      specs: [
        {
          slug: 'pieces',
          name: 'Pieces',
          values: ['40', '94', '150', '216'],
          featured: true,
          inName: 'before',
        },
        {
          slug: 'drive',
          name: 'Drive Size',
          values: ['1/4 in', '3/8 in', '1/2 in'],
          featured: true,
        },
      ],
      about:
        'A chrome-vanadium socket set in a fitted case, with a fine-tooth ratchet for tight spaces.',
      tags: ['tools', 'hand tools'],
    },
    {
      slug: 'obd-scanners',
      name: 'OBD2 Scanners',
      noun: 'OBD2 Scanner',
      code: 'OB',
      price: [19, 499],
      lines: ['Bluetooth', 'Handheld', 'Pro', 'Code Reader', 'Bi-Directional'],
      colors: ['black', 'orange', 'red', 'blue'],
      specs: [
        {
          slug: 'connection',
          name: 'Connection',
          values: ['Cable', 'Bluetooth', 'Wi-Fi'],
          featured: true,
        },
        {
          slug: 'functions',
          name: 'Functions',
          values: ['Read/Clear Codes', 'Live Data', 'Full System'],
          featured: true,
        },
      ],
      about: 'A diagnostic scanner that reads and clears fault codes and shows live engine data.',
      tags: ['tools', 'diagnostics', 'obd2'],
    },
    {
      slug: 'battery-chargers',
      name: 'Battery Chargers',
      noun: 'Battery Charger',
      code: 'BX',
      price: [29, 259],
      lines: ['Smart', 'Trickle', 'Jump Starter', 'Multi-Stage'],
      colors: ['black', 'yellow', 'orange', 'red'],
      specs: [
        {
          slug: 'current',
          name: 'Charge Current',
          values: ['4 A', '7 A', '10 A', '15 A'],
          featured: true,
          inName: 'after',
        },
        { slug: 'voltage', name: 'Voltage', values: ['6/12 V', '12 V', '12/24 V'], featured: true },
      ],
      about: 'A smart charger that tests, charges and maintains a battery without overcharging it.',
      tags: ['tools', 'battery', 'charging'],
    },
  ],
};
