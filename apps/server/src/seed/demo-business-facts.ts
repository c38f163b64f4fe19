import type { TWeeklyHours } from '@oc/domain/catalogue/opening-hours.schema';

// What the demo project's named businesses say about themselves: where they are, when they open,
// what delivery costs. Stored on each business row by the seed, as an owner would fill them in.

/** The demo project's businesses are all in one city, in its time zone. */
export const DEMO_TIME_ZONE = 'America/New_York';

const lunchAndDinner: TWeeklyHours = {
  mon: [
    { open: '11:30', close: '14:30' },
    { open: '17:00', close: '22:00' },
  ],
  tue: [
    { open: '11:30', close: '14:30' },
    { open: '17:00', close: '22:00' },
  ],
  wed: [
    { open: '11:30', close: '14:30' },
    { open: '17:00', close: '22:00' },
  ],
  thu: [
    { open: '11:30', close: '14:30' },
    { open: '17:00', close: '22:00' },
  ],
  fri: [
    { open: '11:30', close: '14:30' },
    { open: '17:00', close: '23:00' },
  ],
  sat: [{ open: '12:00', close: '23:00' }],
  sun: [{ open: '12:00', close: '21:00' }],
};
const allDayLateWeekend: TWeeklyHours = {
  mon: [{ open: '11:00', close: '22:00' }],
  tue: [{ open: '11:00', close: '22:00' }],
  wed: [{ open: '11:00', close: '22:00' }],
  thu: [{ open: '11:00', close: '23:00' }],
  // Past midnight: Friday's and Saturday's nights end at 02:00 the next day.
  fri: [{ open: '11:00', close: '02:00' }],
  sat: [{ open: '11:00', close: '02:00' }],
  sun: [{ open: '12:00', close: '22:00' }],
};
const closedMondays: TWeeklyHours = {
  tue: [{ open: '17:00', close: '22:30' }],
  wed: [{ open: '17:00', close: '22:30' }],
  thu: [{ open: '17:00', close: '22:30' }],
  fri: [{ open: '12:00', close: '23:00' }],
  sat: [{ open: '12:00', close: '23:00' }],
  sun: [{ open: '12:00', close: '21:30' }],
};
const mornings: TWeeklyHours = {
  mon: [{ open: '07:00', close: '16:00' }],
  tue: [{ open: '07:00', close: '16:00' }],
  wed: [{ open: '07:00', close: '16:00' }],
  thu: [{ open: '07:00', close: '16:00' }],
  fri: [{ open: '07:00', close: '16:00' }],
  sat: [{ open: '08:00', close: '15:00' }],
  sun: [{ open: '08:00', close: '14:00' }],
};

type TFacts = {
  street: string;
  hours: TWeeklyHours;
  /** Cents. */
  deliveryFee: number;
  minimumOrder: number;
  deliveryMinutes: number;
  pickupMinutes: number;
};

const fact = (
  street: string,
  hours: TWeeklyHours,
  deliveryFee: number,
  minimumOrder: number,
  deliveryMinutes: number,
  pickupMinutes: number,
): TFacts => ({ street, hours, deliveryFee, minimumOrder, deliveryMinutes, pickupMinutes });

/** By the names in demo-businesses.ts. */
export const DEMO_FACTS: Record<string, TFacts> = {
  'Pizza Palace': fact('412 Court Street', allDayLateWeekend, 299, 1500, 35, 15),
  'Burger Barn': fact('88 Atlantic Avenue', allDayLateWeekend, 199, 1000, 30, 15),
  'Sushi Corner': fact('27 Smith Street', lunchAndDinner, 349, 2000, 40, 20),
  'Taco Fiesta': fact('301 5th Avenue', allDayLateWeekend, 199, 1000, 30, 10),
  'Green Bowl': fact('145 Montague Street', mornings, 249, 1200, 25, 10),
  'Curry House': fact('610 Fulton Street', lunchAndDinner, 299, 1500, 45, 20),
  'Noodle Bar': fact('53 Bergen Street', allDayLateWeekend, 249, 1200, 35, 15),
  'The Bagel Shop': fact('9 Henry Street', mornings, 149, 800, 25, 10),
  'Pho Real': fact('220 Flatbush Avenue', lunchAndDinner, 249, 1200, 35, 15),
  'Mama Mia Trattoria': fact('75 Union Street', closedMondays, 349, 2000, 45, 20),
  'Golden Dragon': fact('1840 86th Street', allDayLateWeekend, 199, 1500, 40, 15),
  'Kebab King': fact('402 Nostrand Avenue', allDayLateWeekend, 149, 1000, 30, 10),
  'Le Petit Bistro': fact('18 Cranberry Street', closedMondays, 399, 2500, 45, 20),
  'Smoky BBQ Pit': fact('733 Grand Street', closedMondays, 299, 1500, 45, 20),
  'Falafel Friends': fact('96 Dekalb Avenue', allDayLateWeekend, 149, 800, 25, 10),
  'Sweet Crepes': fact('14 Front Street', mornings, 199, 800, 25, 10),
  'Dim Sum Garden': fact('5718 8th Avenue', lunchAndDinner, 249, 1500, 40, 20),
  'Seoul Kitchen': fact('331 Bedford Avenue', lunchAndDinner, 299, 1500, 40, 15),
  'Athens Grill': fact('31-10 Ditmars Boulevard', allDayLateWeekend, 199, 1200, 35, 15),
  'Casa Paella': fact('210 Columbia Street', closedMondays, 349, 2500, 50, 30),
  'Poke Paradise': fact('44 Water Street', lunchAndDinner, 249, 1200, 30, 10),
  'Bombay Spice': fact('1188 Coney Island Avenue', lunchAndDinner, 249, 1500, 45, 20),
  'Fish & Chips Co': fact('158 Van Brunt Street', allDayLateWeekend, 199, 1000, 35, 15),
  'Vegan Vibes': fact('272 Wythe Avenue', mornings, 199, 1000, 30, 10),
  'Morning Brew Cafe': fact('63 Lafayette Avenue', mornings, 149, 600, 20, 5),
};

/** The full address of a demo business on its street. */
export const demoAddress = (street: string) => `${street}, Brooklyn, NY 11201`;
