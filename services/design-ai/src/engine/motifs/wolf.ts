import { type Art, art, type Detail, spacingFor } from '../art';
import { ellipse, flipX, mirrored, type Pt, smooth } from '../geometry';
import type { Random } from '../random';

/** A wolf's head from the front, before a full moon: tall pointed ears, fur ruffs, a long muzzle, slanted eyes. */
export function wolf(rng: Random, detail: Detail): Art[] {
  const step = spacingFor(detail, [30, 44, 90]);
  const earTip = rng.range(-20, 20);
  const head = mirrored([
    [500, 300],
    [440, 290],
    [400, 250],
    [360 + earTip, 110],
    [320, 200],
    [300, 300],
    [250, 380],
    [280, 410],
    [220, 470],
    [275, 500],
    [240, 560],
    [320, 580],
    [360, 650],
    [420, 730],
    [460, 800],
    [500, 815],
  ]);
  const innerEar: Pt[] = [
    [385, 250],
    [365 + earTip * 0.8, 170],
    [335, 240],
    [330, 300],
  ];
  const muzzle = mirrored([
    [500, 480],
    [460, 520],
    [430, 640],
    [445, 740],
    [480, 795],
    [500, 800],
  ]);
  const eye: Pt[] = [
    [370, 450],
    [410, 425],
    [455, 440],
    [430, 465],
  ];
  const nose = mirrored([
    [500, 720],
    [455, 715],
    [450, 740],
    [480, 770],
    [500, 775],
  ]);
  const fur: string[] = [];
  if (detail > 0)
    for (const line of [
      [
        [500, 320],
        [470, 380],
        [500, 430],
      ],
      [
        [300, 420],
        [340, 470],
        [330, 530],
      ],
    ] as Pt[][])
      fur.push(smooth(line, false), smooth(flipX(line), false));
  if (detail > 1)
    fur.push(
      smooth(
        [
          [500, 330],
          [530, 380],
          [500, 430],
        ],
        false,
      ),
    );
  const moon = art({
    shapes: [{ d: ellipse(500, 430, 380), hue: 'cream' }],
    shades: [ellipse(600, 360, 70), ellipse(380, 520, 50)],
    spacing: step,
  });
  return [
    moon,
    art({
      shapes: [{ d: smooth(head, true, 0.8), hue: 'grey' }],
      details: [...fur],
      shades: [
        smooth(
          mirrored([
            [500, 330],
            [420, 330],
            [380, 420],
            [500, 460],
          ]),
        ),
      ],
      spacing: step,
    }),
    art({
      shapes: [
        { d: smooth(innerEar), hue: 'pink' },
        { d: smooth(flipX(innerEar)), hue: 'pink' },
        { d: smooth(muzzle), hue: 'cream' },
        { d: smooth(eye), hue: 'gold' },
        { d: smooth(flipX(eye)), hue: 'gold' },
      ],
      details: [
        smooth(
          [
            [500, 775],
            [500, 790],
          ],
          false,
        ),
        smooth(
          [
            [450, 790],
            [500, 800],
            [550, 790],
          ],
          false,
        ),
      ],
      solids: [smooth(nose), ellipse(418, 445, 9, 12), ellipse(582, 445, 9, 12)],
      spacing: step,
    }),
  ];
}
