// Close cards in the drawn development parts that both masks like too little, captured on their borders
// and their rounded corners alone (decision 155): each test holds the decision to a scene it was made for.
import { judgeDevelopmentScene } from './card-scenes/judge-development-scene.ts';
import { expect, test } from './fixtures.ts';

// Both masks like these 0–0.4 (receipts under the card; a slant they rarely saw), and refused them as
// unlike a card, or as going on past the frame's edge. Every border shows 0.9 and more and three or four
// corners read rounded, as an ID-1 card's are: such a shape is a whole card.
for (const { seed, scene, was } of [
  { seed: 8744, scene: 'on receipts on a desk', was: 'asked nearer' },
  { seed: 41915, scene: 'rotated 20–45°', was: 'refused' },
  { seed: 43344, scene: 'rotated 20–45°', was: 'refused as going on past the edge' },
]) {
  test(`a close card ${scene} (mixed #${seed}), ${was} on the masks' word, is captured by its own corners: its borders all show and its corners read rounded`, async ({
    browser,
  }) => {
    const outcome = await judgeDevelopmentScene(browser, 'close', seed, 'mixed');
    expect(outcome.cornersOk, 'passed with its own corners').toBe(true);
  });
}
