/** Which businesses a website lists: all of the project's, or one franchise's. */
export type TBusinessSet = { all: true } | { franchiseId: number };
