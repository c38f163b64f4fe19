import { describe, expect, it } from 'vitest';
import { demoFacts } from './demo-facts';

describe('demo facts', () => {
  it('are the same for the same business', () => {
    expect(demoFacts('business-00042')).toEqual(demoFacts('business-00042'));
  });

  it('take the cuisine from the business name when the name says it', () => {
    expect(demoFacts('pizza-palace').cuisine).toBe('Pizza');
    expect(demoFacts('burger-barn').cuisine).toBe('Burgers');
    expect(demoFacts('pho-real').cuisine).toBe('Noodles');
    expect(demoFacts('pizza-palace').description).toMatch(/^Pizza made fresh every day/);
  });

  it('give every other business a cuisine, a rating from 3.5 to 5 and a fee in whole cents', () => {
    for (let i = 1; i <= 50; i += 1) {
      const facts = demoFacts(`business-${i}`);
      expect(facts.cuisine.length).toBeGreaterThan(0);
      expect(facts.rating).toBeGreaterThanOrEqual(3.5);
      expect(facts.rating).toBeLessThanOrEqual(5);
      expect(Number.isInteger(facts.fee)).toBe(true);
    }
  });
});
