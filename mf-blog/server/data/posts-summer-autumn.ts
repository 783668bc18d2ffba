import type { PostSeed } from './post-seed';

/** Posts of July to October: filters, ignition, lighting and store news. */
export const SUMMER_AUTUMN_POSTS: readonly PostSeed[] = [
  {
    id: 17,
    slug: 'performance-air-intakes',
    title: 'Performance Air Intakes: What Gains to Expect',
    date: '2025-07-21',
    author: 'tom',
    categories: ['tuning'],
    motif: 'filter',
    excerpt:
      'A cold-air intake sounds great, but the power gains are smaller than the marketing suggests. Here is where it actually helps.',
    body: [
      'An engine makes power by burning air and fuel, so more air, and cooler, denser air, can mean more power. Performance intakes replace the restrictive factory airbox with a smoother pipe and a free-flowing filter, ideally drawing air from outside the hot engine bay.',
      'On a naturally aspirated engine with a well-designed factory intake, the real gain is usually 1–3 %, often within the margin of error of a dyno run. Turbocharged engines benefit more, especially when paired with a software map that uses the extra airflow.',
      'What you will definitely notice is the sound: more induction noise under load. Whether that is a benefit depends on your taste and on how long your commute is.',
      'Choose a kit with a heat shield or a sealed airbox, and stick with dry filters if your car has a sensitive mass-airflow sensor: over-oiled cotton filters can coat the sensor and cause rough running.',
    ],
    tags: ['intake', 'tuning', 'performance', 'air filter'],
  },
  {
    id: 18,
    slug: 'air-filter-vs-cabin-filter',
    title: 'Air Filter vs Cabin Filter: Two Filters, Two Jobs',
    date: '2025-08-04',
    author: 'adam',
    categories: ['maintenance'],
    motif: 'filter',
    excerpt:
      'One protects your engine, the other protects your lungs. Both are cheap, both are easy to change, and both are often forgotten.',
    body: [
      'The engine air filter sits in the airbox between the air intake and the throttle. It stops dust and grit from reaching the cylinders, where it would act like sandpaper on the piston rings. A clogged filter also makes the engine work harder and can raise fuel consumption.',
      'The cabin filter cleans the air that comes through the vents. It is usually behind the glovebox or under the scuttle panel below the windscreen. An activated-carbon cabin filter also traps odours and some exhaust gases, which makes a real difference in city traffic.',
      'Both are typically changed every 15,000 to 30,000 km, or every year if you drive on dusty roads or suffer from allergies. Hold an old engine filter up to a light: if you can barely see light through it, replace it.',
      'When fitting a cabin filter, check the airflow arrow printed on the frame. Fitted the wrong way round, it lets dirt through and can whistle at high fan speeds.',
    ],
    tags: ['filters', 'air filter', 'cabin filter', 'service'],
  },
  {
    id: 19,
    slug: 'free-shipping-over-99',
    title: 'Free Shipping on Every Order Over $99 This September',
    date: '2025-08-18',
    author: 'maria',
    categories: ['special-offers'],
    motif: 'box',
    excerpt:
      'Stock up for autumn servicing: all through September, orders over $99 ship free to any address in the continental US.',
    body: [
      'Autumn is service season, so we are making it cheaper to get everything you need in one box. From the 1st to the 30th of September, every order over $99 ships free by ground delivery to any address in the continental US.',
      'The offer applies automatically at checkout and combines with sale prices across the shop, including oil and filter bundles, wiper blades and batteries. Heavy items such as rotors and batteries are included.',
      'Orders placed before 2 pm on a working day leave our warehouse the same day. You can follow your parcel at any time on the Track Order page with your order number and email address.',
      'Not sure what your car needs for its autumn service? Add your vehicle to the garage and the shop will show only the parts that fit.',
    ],
    tags: ['free shipping', 'offer', 'autumn'],
  },
  {
    id: 20,
    slug: 'spark-plugs-when-to-change-and-how-to-gap',
    title: 'Spark Plugs: When to Change Them and How to Gap Them',
    date: '2025-09-01',
    author: 'jessica',
    categories: ['diy-repairs'],
    motif: 'spark',
    excerpt:
      'Worn plugs cost fuel and cause misfires. Reading the old plugs tells you a lot about how your engine is running.',
    body: [
      'Copper plugs last about 30,000 km, platinum about 100,000 km and iridium up to 160,000 km. Symptoms of worn plugs include hard starting, a rough idle, hesitation when accelerating and a flashing check-engine light caused by misfires.',
      'Remove the plugs from a cold engine, one at a time so the ignition leads or coils cannot be mixed up. Blow the wells clean with compressed air first so no dirt falls into the cylinders.',
      'Look at the old plugs. A light tan colour on the insulator means the engine is healthy. Black, sooty deposits suggest a rich mixture or a lot of short trips; oily deposits can mean worn valve stem seals or piston rings.',
      'Check the gap of new plugs with a wire gauge, not a flat feeler, and adjust only the side electrode. Many iridium plugs come pre-gapped and their fine centre electrode breaks easily. Thread the plugs in by hand to avoid cross-threading, then torque them to spec.',
    ],
    tags: ['spark plugs', 'ignition', 'step by step', 'misfire'],
  },
  {
    id: 21,
    slug: 'halogen-hid-or-led-headlights',
    title: 'Halogen, HID or LED? Choosing Headlight Bulbs That Are Bright and Legal',
    date: '2025-09-15',
    author: 'tom',
    categories: ['buying-guides', 'tuning'],
    motif: 'headlight',
    excerpt:
      "Brighter is not always better if the light ends up in other drivers' eyes. How to upgrade your headlights the right way.",
    body: [
      'Halogen bulbs are cheap and fit almost every older car. Upgraded halogens, marketed as +100 % or +150 %, throw more light down the road but burn out faster, often within a year.',
      'HID (xenon) lamps are two to three times brighter than halogen, but they need a ballast and a projector designed for them. Fitting HID bulbs in a halogen reflector scatters light everywhere and dazzles oncoming traffic.',
      'LED replacement bulbs have improved a lot. Look for bulbs whose chips sit exactly where the halogen filament was, so the reflector focuses the beam correctly, and check that a version approved for road use exists for your car and country.',
      'Whatever you fit, aim the headlights afterwards. A wall, a tape measure and the guide in your handbook are all it takes, and correctly aimed lights help you see further than any bulb upgrade.',
    ],
    tags: ['headlights', 'lighting', 'LED', 'buying guide'],
  },
  {
    id: 22,
    slug: 'new-east-coast-warehouse',
    title: 'Our New East Coast Warehouse Brings Next-Day Delivery',
    date: '2025-09-29',
    author: 'maria',
    categories: ['news'],
    motif: 'box',
    excerpt:
      'A new 20,000 m² warehouse in New Jersey means next-day delivery for most of the East Coast, and 40,000 more parts in stock.',
    body: [
      'We have opened our second warehouse, in Edison, New Jersey. With 20,000 m² of shelving it holds more than 40,000 additional part numbers, from brake components to body panels, ready to ship the same day.',
      'For customers from Maine to Virginia, most orders placed before 2 pm will now arrive the next working day at no extra cost. Delivery times for the rest of the country also improve, because the two warehouses now share the load.',
      'The new site runs on rooftop solar panels and uses recycled packaging throughout. Old parts sent back through our core-return programme are sorted there for remanufacturing.',
      'Thank you for shopping with us. The new warehouse exists because of your orders, questions and reviews, and we will keep investing in getting the right parts to you faster.',
    ],
    tags: ['store news', 'delivery', 'warehouse'],
  },
  {
    id: 23,
    slug: 'timing-belt-or-timing-chain',
    title: 'Timing Belt or Timing Chain: What Your Engine Has and Why It Matters',
    date: '2025-10-13',
    author: 'jessica',
    categories: ['maintenance'],
    motif: 'gear',
    excerpt:
      'A snapped timing belt can wreck an engine in a second. Find out which one your car has and when it needs attention.',
    body: [
      'The timing belt or chain keeps the camshafts in step with the crankshaft, so the valves open and close at exactly the right moment. In an interference engine, which most modern engines are, a broken belt lets the pistons hit the open valves, and the repair can cost more than the car is worth.',
      'Rubber timing belts have a fixed replacement interval, typically every 90,000 to 160,000 km or every five to ten years, whichever comes first. Replace the tensioner, the idler pulleys and often the water pump at the same time: they wear at the same rate and the labour is the same.',
      'Timing chains are designed to last the life of the engine, but they can stretch if the oil is not changed regularly. A rattle for a few seconds after a cold start is the classic warning sign of a worn chain or a weak tensioner.',
      "Not sure which one you have? Your handbook's service schedule will list a belt change if it has one. You can also enter your vehicle in the garage and look at the timing parts the shop offers for it.",
    ],
    tags: ['timing belt', 'timing chain', 'engine', 'service'],
  },
  {
    id: 24,
    slug: 'find-the-right-part-with-your-vin',
    title: 'Find the Right Part Every Time with Your VIN and the Garage',
    date: '2025-10-27',
    author: 'adam',
    categories: ['news', 'buying-guides'],
    motif: 'car',
    excerpt:
      'Your 17-character VIN describes your car exactly. Save it in the garage and the whole shop filters to parts that fit.',
    body: [
      "The vehicle identification number is printed at the base of the windscreen on the driver's side, on the door pillar and on your registration document. Its 17 characters encode the manufacturer, the model, the engine, the model year and the factory.",
      'Type your VIN into the vehicle picker in the search bar and the shop identifies your car in seconds. If you prefer, choose the year, make, model and engine from the lists instead: each choice narrows the next.',
      'Save the car to your garage and it becomes your current vehicle. Every category page and product page then tells you whether a part fits, and search suggestions show parts for your car first.',
      'Have more than one car in the family? The garage holds as many vehicles as you like, and you can switch between them from the picker at any time. Signed-in customers keep their garage on every device.',
    ],
    tags: ['VIN', 'garage', 'fitment', 'store news'],
  },
];
