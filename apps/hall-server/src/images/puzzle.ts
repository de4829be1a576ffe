// The built-in slide puzzle: a background with a dark hole and the piece that fills it.
// The answer is the x of the hole; the client slides the piece and sends that x back.
import { randomInt } from 'node:crypto';
import { fillDisc, fillRect, verticalGradient, type Rgba } from './draw';
import { createRaster, encodePng } from './png';

export const PUZZLE_WIDTH = 300;
export const PUZZLE_HEIGHT = 160;
export const PIECE_SIZE = 50;

export interface Puzzle {
  readonly x: number;
  readonly y: number;
  readonly background: Buffer;
  readonly piece: Buffer;
}

export function makePuzzle(random: (min: number, max: number) => number = randomInt): Puzzle {
  const background = createRaster(PUZZLE_WIDTH, PUZZLE_HEIGHT);
  const hue = (): Rgba => [random(40, 220), random(40, 220), random(40, 220), 255];
  verticalGradient(background, hue(), hue());
  for (let i = 0; i < 14; i++) {
    fillDisc(background, random(0, PUZZLE_WIDTH), random(0, PUZZLE_HEIGHT), random(6, 28), [
      ...hue().slice(0, 3),
      150,
    ] as unknown as Rgba);
  }
  const x = random(PIECE_SIZE + 30, PUZZLE_WIDTH - PIECE_SIZE - 5);
  const y = random(5, PUZZLE_HEIGHT - PIECE_SIZE - 5);
  const piece = createRaster(PIECE_SIZE, PIECE_SIZE);
  for (let row = 0; row < PIECE_SIZE; row++) {
    const from = ((y + row) * PUZZLE_WIDTH + x) * 4;
    piece.pixels.set(background.pixels.subarray(from, from + PIECE_SIZE * 4), row * PIECE_SIZE * 4);
  }
  // Outline the piece so it reads against the background.
  fillRect(piece, 0, 0, PIECE_SIZE, 2, [255, 255, 255, 220]);
  fillRect(piece, 0, PIECE_SIZE - 2, PIECE_SIZE, 2, [255, 255, 255, 220]);
  fillRect(piece, 0, 0, 2, PIECE_SIZE, [255, 255, 255, 220]);
  fillRect(piece, PIECE_SIZE - 2, 0, 2, PIECE_SIZE, [255, 255, 255, 220]);
  fillRect(background, x, y, PIECE_SIZE, PIECE_SIZE, [0, 0, 0, 150]);
  return { x, y, background: encodePng(background), piece: encodePng(piece) };
}
