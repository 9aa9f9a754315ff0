import type { Detail, Drawing } from '../art';
import { dagger } from '../extras';
import type { Random } from '../random';
import { lion, tiger } from './big-cat';
import { eagle, phoenix } from './bird';
import { butterfly } from './butterfly';
import { bear, bee, cat, deer, fox, koi, octopus, owl, shark, spider, whale } from './creatures';
import {
  anchor,
  arrow,
  clock,
  compass,
  cross,
  crown,
  diamond,
  eye,
  feather,
  hand,
  heart,
  key,
  lotus,
  moon,
  star,
  sun,
  wave,
} from './emblems';
import { mountain } from './mountain';
import { rose } from './rose';
import { dragon, snake } from './serpent';
import { skull } from './skull';
import { tree } from './tree';
import { wolf } from './wolf';

type Motif = (rng: Random, detail: Detail) => Drawing;

/**
 * Every subject the built-in engine can draw, with the words a prompt may name it by (singular; a plural 's' or
 * 'es' is read too). The first 12 are the generator's quick picks (spec §2).
 */
export const subjects = {
  dragon: { words: ['dragon', 'wyvern'], draw: dragon },
  rose: { words: ['rose', 'flower', 'peony', 'peonies', 'blossom', 'floral'], draw: rose },
  skull: { words: ['skull', 'skeleton', 'calavera'], draw: skull },
  eagle: { words: ['eagle', 'hawk', 'falcon'], draw: eagle },
  lion: { words: ['lion', 'lioness'], draw: lion },
  wolf: { words: ['wolf', 'wolves', 'husky'], draw: wolf },
  snake: { words: ['snake', 'serpent', 'cobra', 'viper', 'python'], draw: snake },
  phoenix: { words: ['phoenix', 'firebird'], draw: phoenix },
  tiger: { words: ['tiger', 'leopard', 'panther', 'jaguar'], draw: tiger },
  butterfly: { words: ['butterfly', 'butterflies', 'moth'], draw: butterfly },
  tree: { words: ['tree', 'oak', 'tree of life', 'pine', 'forest'], draw: tree },
  mountain: { words: ['mountain', 'peak', 'hill', 'range'], draw: mountain },
  koi: { words: ['koi', 'fish', 'carp', 'goldfish', 'fishes'], draw: koi },
  cat: { words: ['cat', 'kitten', 'kitty', 'kitties'], draw: cat },
  moon: { words: ['moon', 'crescent', 'lunar'], draw: moon },
  sun: { words: ['sun', 'sunburst', 'sunshine', 'sunrise', 'sunset'], draw: sun },
  heart: { words: ['heart', 'sacred heart'], draw: heart },
  anchor: { words: ['anchor'], draw: anchor },
  compass: { words: ['compass', 'compasses', 'compass rose'], draw: compass },
  bird: { words: ['bird', 'swallow', 'sparrow', 'dove', 'raven', 'crow'], draw: eagle },
  wave: { words: ['wave', 'ocean', 'sea', 'tide', 'surf'], draw: wave },
  star: { words: ['star', 'nautical star'], draw: star },
  feather: { words: ['feather', 'quill', 'plume'], draw: feather },
  lotus: { words: ['lotus', 'water lily', 'lilies', 'lily'], draw: lotus },
  eye: { words: ['eye', 'all-seeing eye'], draw: eye },
  hand: { words: ['hand', 'palm', 'hamsa'], draw: hand },
  dagger: { words: ['dagger', 'knife', 'knives', 'sword', 'blade'], draw: dagger },
  key: { words: ['key', 'skeleton key'], draw: key },
  owl: { words: ['owl'], draw: owl },
  fox: { words: ['fox', 'vixen'], draw: fox },
  bear: { words: ['bear', 'grizzly', 'cub'], draw: bear },
  deer: { words: ['deer', 'stag', 'elk', 'antler', 'reindeer', 'doe'], draw: deer },
  spider: { words: ['spider', 'tarantula', 'spiderweb'], draw: spider },
  bee: { words: ['bee', 'bumblebee', 'honeybee', 'wasp'], draw: bee },
  whale: { words: ['whale', 'orca'], draw: whale },
  octopus: { words: ['octopus', 'octopuses', 'octopi', 'kraken', 'squid'], draw: octopus },
  shark: { words: ['shark'], draw: shark },
  crown: { words: ['crown', 'tiara', 'king', 'queen'], draw: crown },
  diamond: { words: ['diamond', 'gem', 'gemstone', 'jewel', 'crystal'], draw: diamond },
  clock: { words: ['clock', 'watch', 'pocket watch', 'timepiece'], draw: clock },
  arrow: { words: ['arrow'], draw: arrow },
  cross: { words: ['cross', 'crucifix'], draw: cross },
} satisfies Record<string, { words: string[]; draw: Motif }>;

export type MotifName = keyof typeof subjects;
export const motifNames = Object.keys(subjects) as MotifName[];

/** Each subject's drawing. */
export const motifs = Object.fromEntries(motifNames.map((name) => [name, subjects[name].draw])) as Record<
  MotifName,
  Motif
>;
