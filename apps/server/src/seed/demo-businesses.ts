// The demo project's businesses and franchises, as a realistic project has them.
export const BUSINESS_NAMES = [
  'Pizza Palace',
  'Burger Barn',
  'Sushi Corner',
  'Taco Fiesta',
  'Green Bowl',
  'Curry House',
  'Noodle Bar',
  'The Bagel Shop',
  'Pho Real',
  'Mama Mia Trattoria',
  'Golden Dragon',
  'Kebab King',
  'Le Petit Bistro',
  'Smoky BBQ Pit',
  'Falafel Friends',
  'Sweet Crepes',
  'Dim Sum Garden',
  'Seoul Kitchen',
  'Athens Grill',
  'Casa Paella',
  'Poke Paradise',
  'Bombay Spice',
  'Fish & Chips Co',
  'Vegan Vibes',
  'Morning Brew Cafe',
];

/**
 * The demo franchises and the named businesses each lists on its franchise website (the brand's
 * own, plus a few that fit); the same groups as migration 0004 gives databases seeded before.
 */
export const FRANCHISES = [
  {
    slug: 'pizza-palace-group',
    name: 'Pizza Palace Group',
    colour: '#D9480F',
    businesses: ['Pizza Palace', 'Mama Mia Trattoria', 'Casa Paella', 'Le Petit Bistro'],
  },
  {
    slug: 'burger-barn-franchise',
    name: 'Burger Barn Franchise',
    colour: '#2B8A3E',
    businesses: ['Burger Barn', 'Smoky BBQ Pit', 'Kebab King', 'Athens Grill'],
  },
  {
    slug: 'sushi-corner-chain',
    name: 'Sushi Corner Chain',
    colour: '#1864AB',
    businesses: [
      'Sushi Corner',
      'Poke Paradise',
      'Dim Sum Garden',
      'Seoul Kitchen',
      'Golden Dragon',
    ],
  },
];
