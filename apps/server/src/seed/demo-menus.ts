// The demo project's menus, by cuisine: what a new owner sees on their storefront before they write
// their own. Stored as rows of the menu tables by the seed, exactly as an owner's menu is, so the
// website never makes a menu up. Prices in cents.

import type { TLookName } from './product-pictures';

export type TDemoOptionGroup = {
  name: string;
  min: number;
  max: number;
  options: [name: string, priceDelta: number][];
};
export type TDemoProduct = [
  name: string,
  description: string,
  price: number,
  groups?: TDemoOptionGroup[],
];
/**
 * A category's products share its picture (`look`), unless demo-product-looks.ts gives one its
 * own; null: its products have none, as on a real menu some have no photo.
 */
export type TDemoMenu = { category: string; look: TLookName | null; products: TDemoProduct[] }[];

const size = (small: string, large: string, delta: number): TDemoOptionGroup => ({
  name: 'Size',
  min: 1,
  max: 1,
  options: [
    [small, 0],
    [large, delta],
  ],
});
const extras = (...options: [string, number][]): TDemoOptionGroup => ({
  name: 'Extras',
  min: 0,
  max: options.length,
  options,
});
const DRINKS: TDemoProduct[] = [
  ['Sparkling water', 'A chilled 500 ml bottle.', 250],
  ['Lemonade', 'Freshly squeezed, lightly sweet.', 390, [size('Regular', 'Large', 150)]],
  ['Cola', 'A 330 ml can, chilled.', 290],
];

const PIZZA: TDemoMenu = [
  {
    category: 'Pizzas',
    look: 'pizza',
    products: [
      [
        'Margherita',
        'Tomato, mozzarella, basil and olive oil.',
        1150,
        [
          size('12 inch', '16 inch', 500),
          extras(['Extra mozzarella', 200], ['Chilli flakes', 0], ['Olives', 150]),
        ],
      ],
      [
        'Pepperoni',
        'Tomato, mozzarella and spicy pepperoni.',
        1350,
        [size('12 inch', '16 inch', 500), extras(['Extra pepperoni', 250], ['Jalapeños', 150])],
      ],
      [
        'Quattro formaggi',
        'Mozzarella, gorgonzola, parmesan and fontina.',
        1450,
        [size('12 inch', '16 inch', 500)],
      ],
      [
        'Funghi',
        'Tomato, mozzarella, mushrooms and thyme.',
        1300,
        [size('12 inch', '16 inch', 500)],
      ],
    ],
  },
  {
    category: 'Sides',
    look: 'bread',
    products: [
      ['Garlic bread', 'Toasted with herb butter.', 550, [extras(['Cheese', 150])]],
      ['Caesar salad', 'Romaine, parmesan, croutons and our dressing.', 850],
    ],
  },
  {
    category: 'Desserts',
    look: 'cake',
    products: [
      ['Tiramisu', 'Espresso-soaked sponge and mascarpone.', 650],
      ['Panna cotta', 'Vanilla cream with a berry sauce.', 600],
    ],
  },
  { category: 'Drinks', look: 'lemonade', products: DRINKS },
];

const BURGERS: TDemoMenu = [
  {
    category: 'Burgers',
    look: 'burger',
    products: [
      [
        'Classic burger',
        'Beef patty, cheddar, lettuce, tomato and house sauce.',
        1190,
        [
          {
            name: 'Cooked',
            min: 1,
            max: 1,
            options: [
              ['Medium', 0],
              ['Well done', 0],
            ],
          },
          extras(['Bacon', 200], ['Extra patty', 350], ['Fried egg', 150]),
        ],
      ],
      [
        'Smoky BBQ burger',
        'Beef patty, smoked cheddar, onion rings and barbecue sauce.',
        1390,
        [extras(['Bacon', 200], ['Extra patty', 350])],
      ],
      [
        'Crispy chicken burger',
        'Buttermilk chicken, slaw and pickles.',
        1250,
        [extras(['Cheddar', 120], ['Hot sauce', 0])],
      ],
      ['Veggie burger', 'Black bean patty, avocado and chipotle mayo.', 1150],
    ],
  },
  {
    category: 'Sides',
    look: 'fries',
    products: [
      ['Fries', 'Skin-on, sea salt.', 450, [size('Regular', 'Large', 150)]],
      ['Onion rings', 'Beer-battered, with a smoky dip.', 550],
    ],
  },
  {
    category: 'Shakes',
    look: 'shake',
    products: [
      [
        'Milkshake',
        'Thick, made with real ice cream.',
        590,
        [
          {
            name: 'Flavour',
            min: 1,
            max: 1,
            options: [
              ['Vanilla', 0],
              ['Chocolate', 0],
              ['Strawberry', 0],
            ],
          },
        ],
      ],
    ],
  },
  { category: 'Drinks', look: 'lemonade', products: DRINKS },
];

const SUSHI: TDemoMenu = [
  {
    category: 'Rolls',
    look: 'sushi',
    products: [
      ['California roll', 'Crab, avocado and cucumber; 8 pieces.', 990],
      ['Spicy tuna roll', 'Tuna, chilli mayo and spring onion; 8 pieces.', 1190],
      ['Salmon avocado roll', 'Salmon and avocado; 8 pieces.', 1090],
      ['Vegetable roll', 'Cucumber, avocado, carrot and pickled radish; 8 pieces.', 850],
    ],
  },
  {
    category: 'Nigiri and sashimi',
    look: 'nigiri',
    products: [
      ['Salmon nigiri', 'Two pieces.', 550],
      ['Tuna nigiri', 'Two pieces.', 600],
      ['Sashimi platter', 'Salmon, tuna and yellowtail; 12 slices.', 2150],
    ],
  },
  {
    category: 'Hot dishes',
    look: 'rice-bowl',
    products: [
      [
        'Chicken teriyaki',
        'Grilled chicken, teriyaki glaze, rice and salad.',
        1350,
        [
          {
            name: 'Rice',
            min: 1,
            max: 1,
            options: [
              ['White rice', 0],
              ['Brown rice', 100],
            ],
          },
        ],
      ],
      ['Miso soup', 'Tofu, wakame and spring onion.', 390],
      ['Edamame', 'Steamed, with sea salt.', 450],
    ],
  },
  {
    category: 'Drinks',
    look: null,
    products: [
      ['Green tea', 'Hot, a pot for one.', 290],
      ['Sparkling water', 'A chilled 500 ml bottle.', 250],
    ],
  },
];

const MEXICAN: TDemoMenu = [
  {
    category: 'Tacos',
    look: 'taco',
    products: [
      [
        'Carnitas tacos',
        'Slow-cooked pork, onion, coriander and salsa verde; three tacos.',
        1090,
        [extras(['Guacamole', 200], ['Sour cream', 100])],
      ],
      ['Fish tacos', 'Crispy fish, cabbage slaw and chipotle crema; three tacos.', 1190],
      ['Mushroom tacos', 'Roasted mushrooms, black beans and pickled onion; three tacos.', 990],
    ],
  },
  {
    category: 'Burritos and bowls',
    look: 'wrap',
    products: [
      [
        'Burrito',
        'Rice, beans, cheese, salsa and your filling.',
        1150,
        [
          {
            name: 'Filling',
            min: 1,
            max: 1,
            options: [
              ['Chicken', 0],
              ['Beef', 100],
              ['Vegetables', 0],
            ],
          },
          extras(['Guacamole', 200], ['Jalapeños', 0]),
        ],
      ],
      ['Burrito bowl', 'Everything of the burrito, no tortilla.', 1150],
    ],
  },
  {
    category: 'Sides',
    look: null,
    products: [
      ['Chips and guacamole', 'Corn chips, made fresh.', 650],
      ['Elote', 'Grilled corn, chilli, lime and cotija.', 550],
    ],
  },
  { category: 'Drinks', look: 'lemonade', products: DRINKS },
];

const BOWLS: TDemoMenu = [
  {
    category: 'Bowls',
    look: 'salad',
    products: [
      [
        'Green goddess bowl',
        'Quinoa, kale, avocado, edamame and herb dressing.',
        1250,
        [extras(['Grilled chicken', 300], ['Tofu', 200], ['Boiled egg', 150])],
      ],
      ['Harvest bowl', 'Roasted squash, lentils, feta and seeds.', 1190],
      ['Falafel bowl', 'Falafel, hummus, tabbouleh and tahini.', 1150],
    ],
  },
  {
    category: 'Soups and sides',
    look: 'soup',
    products: [
      ['Soup of the day', 'Ask us what is on; served with sourdough.', 650],
      ['Sweet potato wedges', 'With smoked paprika.', 550],
    ],
  },
  {
    category: 'Juices',
    look: 'juice',
    products: [
      ['Green juice', 'Apple, cucumber, spinach and ginger.', 590, [size('Regular', 'Large', 200)]],
      ['Orange juice', 'Freshly squeezed.', 490, [size('Regular', 'Large', 200)]],
    ],
  },
];

const CURRY: TDemoMenu = [
  {
    category: 'Curries',
    look: 'curry',
    products: [
      [
        'Chicken tikka masala',
        'Charred chicken in a creamy tomato sauce.',
        1390,
        [
          {
            name: 'Spice',
            min: 1,
            max: 1,
            options: [
              ['Mild', 0],
              ['Medium', 0],
              ['Hot', 0],
            ],
          },
        ],
      ],
      ['Lamb rogan josh', 'Slow-cooked lamb with Kashmiri chilli.', 1590],
      ['Chana masala', 'Chickpeas, tomato and warm spices.', 1090],
      ['Palak paneer', 'Paneer in spiced spinach.', 1190],
    ],
  },
  {
    category: 'Rice and breads',
    look: null,
    products: [
      ['Basmati rice', 'Steamed.', 350],
      ['Garlic naan', 'From the tandoor.', 390, [extras(['Cheese', 150])]],
    ],
  },
  {
    category: 'Starters',
    look: 'samosas',
    products: [
      ['Vegetable samosas', 'Two, with tamarind chutney.', 590],
      ['Onion bhaji', 'Crisp, with mint yoghurt.', 550],
    ],
  },
  {
    category: 'Drinks',
    look: 'lassi',
    products: [
      ['Mango lassi', 'Yoghurt and Alphonso mango.', 450],
      ['Sparkling water', 'A chilled 500 ml bottle.', 250],
    ],
  },
];

const NOODLES: TDemoMenu = [
  {
    category: 'Noodles',
    look: 'noodles',
    products: [
      [
        'Pad thai',
        'Rice noodles, egg, tamarind, peanuts and lime.',
        1190,
        [
          {
            name: 'Protein',
            min: 1,
            max: 1,
            options: [
              ['Chicken', 0],
              ['Prawns', 200],
              ['Tofu', 0],
            ],
          },
        ],
      ],
      ['Beef pho', 'Rice noodles in a slow beef broth with herbs.', 1290],
      ['Dan dan noodles', 'Wheat noodles, spicy pork and Sichuan pepper.', 1150],
      ['Vegetable ramen', 'Miso broth, corn, greens and egg.', 1190, [extras(['Extra egg', 120])]],
    ],
  },
  {
    category: 'Small plates',
    look: 'dumplings',
    products: [
      ['Pork gyoza', 'Six, pan-fried, with a chilli dip.', 690],
      ['Spring rolls', 'Four vegetable rolls with sweet chilli.', 590],
      ['Steamed dumplings', 'Six prawn and chive dumplings.', 750],
    ],
  },
  {
    category: 'Drinks',
    look: 'tea',
    products: [
      ['Jasmine tea', 'Hot, a pot for one.', 290],
      ['Iced lemon tea', 'Brewed in house.', 350],
    ],
  },
];

const GRILL: TDemoMenu = [
  {
    category: 'From the grill',
    look: 'kebab',
    products: [
      [
        'Chicken souvlaki plate',
        'Skewers, pitta, tzatziki, salad and fries.',
        1450,
        [extras(['Extra tzatziki', 100], ['Feta', 150])],
      ],
      ['Lamb kebab', 'Doner in flatbread, salad and garlic sauce.', 1090],
      ['Mixed grill', 'Chicken, lamb kofta and sausage with rice.', 1890],
      ['Halloumi wrap', 'Grilled halloumi, peppers and hummus.', 990],
    ],
  },
  {
    category: 'Sides',
    look: 'fries',
    products: [
      ['Fries', 'Skin-on, sea salt.', 450, [size('Regular', 'Large', 150)]],
      ['Greek salad', 'Tomato, cucumber, olives and feta.', 790],
    ],
  },
  { category: 'Drinks', look: 'lemonade', products: DRINKS },
];

const BAKERY: TDemoMenu = [
  {
    category: 'Breakfast',
    look: 'bagel',
    products: [
      [
        'Bagel with cream cheese',
        'Toasted, on your choice of bagel.',
        490,
        [
          {
            name: 'Bagel',
            min: 1,
            max: 1,
            options: [
              ['Plain', 0],
              ['Sesame', 0],
              ['Everything', 0],
            ],
          },
          extras(['Smoked salmon', 350], ['Avocado', 200]),
        ],
      ],
      ['Avocado toast', 'Sourdough, avocado, chilli and lime.', 890],
      ['Sweet crepe', 'With your choice of filling.', 690],
      ['Granola bowl', 'Yoghurt, granola and berries.', 650],
    ],
  },
  {
    category: 'Coffee and tea',
    look: 'coffee',
    products: [
      [
        'Latte',
        'Double shot, steamed milk.',
        390,
        [
          size('Regular', 'Large', 80),
          {
            name: 'Milk',
            min: 1,
            max: 1,
            options: [
              ['Whole milk', 0],
              ['Oat milk', 50],
            ],
          },
        ],
      ],
      ['Espresso', 'A double shot.', 280],
      ['English breakfast tea', 'A pot for one.', 290],
    ],
  },
  {
    category: 'Bakes',
    look: 'croissant',
    products: [
      ['Croissant', 'All butter, baked this morning.', 320],
      ['Cinnamon bun', 'Soft, with a sugar glaze.', 380],
    ],
  },
];

const FISH: TDemoMenu = [
  {
    category: 'Fish and chips',
    look: 'fish',
    products: [
      [
        'Cod and chips',
        'Beer-battered cod, chips and lemon.',
        1390,
        [size('Regular', 'Large', 300), extras(['Mushy peas', 150], ['Tartare sauce', 80])],
      ],
      ['Haddock and chips', 'Beer-battered haddock, chips and lemon.', 1450],
      ['Scampi and chips', 'Breaded scampi, chips and tartare.', 1290],
    ],
  },
  {
    category: 'Sides',
    look: null,
    products: [
      ['Chips', 'A generous portion.', 390],
      ['Mushy peas', 'The classic.', 250],
      ['Curry sauce', 'A pot, mild.', 200],
    ],
  },
  { category: 'Drinks', look: 'lemonade', products: DRINKS },
];

const VEGAN: TDemoMenu = [
  {
    category: 'Mains',
    look: 'rice-bowl',
    products: [
      [
        'Jackfruit burger',
        'Barbecue jackfruit, slaw and vegan mayo.',
        1190,
        [extras(['Vegan cheese', 120], ['Avocado', 200])],
      ],
      ['Buddha bowl', 'Rice, tofu, greens, pickles and peanut sauce.', 1150],
      ['Lentil curry', 'Red lentils, coconut and spinach, with rice.', 1090],
    ],
  },
  {
    category: 'Sweets',
    look: 'cake',
    products: [
      ['Chocolate brownie', 'Fudgy, dairy-free.', 450],
      ['Banana bread', 'A thick slice.', 390],
    ],
  },
  {
    category: 'Drinks',
    look: 'coffee',
    products: [
      ['Oat latte', 'Double shot, oat milk.', 420],
      ['Kombucha', 'Ginger and lemon.', 450],
    ],
  },
];

const PAELLA: TDemoMenu = [
  {
    category: 'Tapas',
    look: 'tapas',
    products: [
      ['Patatas bravas', 'Crisp potatoes, spicy tomato and aioli.', 650],
      ['Gambas al ajillo', 'Prawns in garlic and chilli oil.', 950],
      ['Croquetas', 'Four ham croquettes.', 750],
    ],
  },
  {
    category: 'Paella',
    look: 'paella',
    products: [
      [
        'Paella mixta',
        'Chicken, chorizo, prawns and mussels; made to order, 30 minutes.',
        1890,
        [size('For one', 'For two', 1500)],
      ],
      [
        'Paella de verduras',
        'Seasonal vegetables and saffron.',
        1590,
        [size('For one', 'For two', 1200)],
      ],
    ],
  },
  {
    category: 'Desserts',
    look: 'cake',
    products: [
      ['Churros', 'With chocolate sauce.', 590],
      ['Crema catalana', 'Burnt-sugar custard.', 650],
    ],
  },
];

const BISTRO: TDemoMenu = [
  {
    category: 'Starters',
    look: 'soup',
    products: [
      ['French onion soup', 'With a gruyère crouton.', 850],
      ['Pâté de campagne', 'With cornichons and toast.', 890],
    ],
  },
  {
    category: 'Mains',
    look: 'steak',
    products: [
      [
        'Steak frites',
        'Sirloin, fries and béarnaise.',
        2490,
        [
          {
            name: 'Cooked',
            min: 1,
            max: 1,
            options: [
              ['Rare', 0],
              ['Medium rare', 0],
              ['Medium', 0],
              ['Well done', 0],
            ],
          },
        ],
      ],
      ['Coq au vin', 'Chicken braised in red wine, with mash.', 1990],
      ['Croque monsieur', 'Ham, gruyère and béchamel, with salad.', 1150],
    ],
  },
  {
    category: 'Desserts',
    look: 'cake',
    products: [
      ['Crème brûlée', 'Vanilla custard, burnt sugar.', 750],
      ['Tarte tatin', 'Caramelised apples, crème fraîche.', 790],
    ],
  },
];

/** Each named business's cuisine tags and menu (by the names in demo-businesses.ts). */
export const DEMO_MENUS: Record<string, { cuisines: string[]; menu: TDemoMenu }> = {
  'Pizza Palace': { cuisines: ['Pizza', 'Italian'], menu: PIZZA },
  'Burger Barn': { cuisines: ['Burgers', 'American'], menu: BURGERS },
  'Sushi Corner': { cuisines: ['Sushi', 'Japanese'], menu: SUSHI },
  'Taco Fiesta': { cuisines: ['Mexican'], menu: MEXICAN },
  'Green Bowl': { cuisines: ['Healthy', 'Salads'], menu: BOWLS },
  'Curry House': { cuisines: ['Indian', 'Curry'], menu: CURRY },
  'Noodle Bar': { cuisines: ['Asian', 'Noodles'], menu: NOODLES },
  'The Bagel Shop': { cuisines: ['Breakfast', 'Bakery'], menu: BAKERY },
  'Pho Real': { cuisines: ['Vietnamese', 'Noodles'], menu: NOODLES },
  'Mama Mia Trattoria': { cuisines: ['Italian', 'Pizza'], menu: PIZZA },
  'Golden Dragon': { cuisines: ['Chinese'], menu: NOODLES },
  'Kebab King': { cuisines: ['Turkish', 'Grill'], menu: GRILL },
  'Le Petit Bistro': { cuisines: ['French'], menu: BISTRO },
  'Smoky BBQ Pit': { cuisines: ['Barbecue', 'American'], menu: BURGERS },
  'Falafel Friends': { cuisines: ['Middle Eastern', 'Vegetarian'], menu: BOWLS },
  'Sweet Crepes': { cuisines: ['Desserts', 'Breakfast'], menu: BAKERY },
  'Dim Sum Garden': { cuisines: ['Chinese', 'Dim sum'], menu: NOODLES },
  'Seoul Kitchen': { cuisines: ['Korean'], menu: NOODLES },
  'Athens Grill': { cuisines: ['Greek', 'Grill'], menu: GRILL },
  'Casa Paella': { cuisines: ['Spanish', 'Tapas'], menu: PAELLA },
  'Poke Paradise': { cuisines: ['Hawaiian', 'Healthy'], menu: SUSHI },
  'Bombay Spice': { cuisines: ['Indian'], menu: CURRY },
  'Fish & Chips Co': { cuisines: ['Fish and chips', 'British'], menu: FISH },
  'Vegan Vibes': { cuisines: ['Vegan', 'Healthy'], menu: VEGAN },
  'Morning Brew Cafe': { cuisines: ['Cafe', 'Breakfast'], menu: BAKERY },
};
