import { art, type Detail, type Drawing, type Hue } from '../art';
import { band, ellipse, flipPath, type Pt, poly, rotate, sampleCurve, smooth } from '../geometry';
import type { Random } from '../random';

/**
 * Animals the quick picks lack, each from a handful of bold shapes (a body, a head, its telling features), in a
 * 1000 box; finer lines come only with detail so the simplest version holds up small.
 */
type Motif = (rng: Random, detail: Detail) => Drawing;

/** A symmetric outline from its left half (points from top centre down to bottom centre). */
const both = (half: Pt[]): Pt[] => [
  ...half,
  ...half
    .slice(1, -1)
    .reverse()
    .map(([x, y]): Pt => [1000 - x, y]),
];

/** A koi curling upward: a tapering body along a curve, a split tail, fins, its markings and, in detail, scales. */
export const koi: Motif = (rng, detail) => {
  const spine = sampleCurve(
    [
      [520, 110],
      [640, 300],
      [600, 520],
      [450, 690],
      [380, 800],
    ],
    24,
  );
  const { left, right } = band(spine, (t) => 250 * Math.sin(Math.PI * Math.min(1, 0.3 + t * 0.8)) + 40);
  const [s0, s1] = [spine[0] as Pt, spine[2] as Pt];
  // A rounded snout ahead of the body's first, widest-but-one section.
  const nose: Pt = [s0[0] - (s1[0] - s0[0]) * 1.1, s0[1] - (s1[1] - s0[1]) * 1.1];
  const body = smooth([nose, ...left, ...right.reverse()], true, 0.7);
  const end = spine[spine.length - 1] as Pt;
  const tail = smooth(
    [
      end,
      [end[0] - 200, end[1] + 20],
      [end[0] - 110, end[1] + 110],
      [end[0] - 10, end[1] + 90],
      [end[0] + 30, end[1] + 200],
      [end[0] + 90, end[1] + 40],
    ],
    true,
    0.6,
  );
  // Pectoral fins fan out from either side just behind the head.
  const fin = (at: Pt, angle: number) =>
    smooth(
      rotate([at, [at[0] + 170, at[1] - 50], [at[0] + 190, at[1] + 30], [at[0] + 60, at[1] + 40]], angle, at),
      true,
      0.7,
    );
  const hue: Hue = rng.pick(['orange', 'red'] as const);
  const spots = [spine[5], spine[10], spine[15]].map((p, i) => {
    const [x, y] = p as Pt;
    return { d: ellipse(x + (i % 2 ? -20 : 25), y, 70 - i * 12, 55 - i * 8), hue };
  });
  const scales = detail
    ? spine
        .slice(7, 19)
        .filter((_, i) => i % (detail === 2 ? 2 : 3) === 0)
        .map(([x, y]) =>
          smooth(
            [
              [x - 40, y - 20],
              [x, y + 15],
              [x + 40, y - 20],
            ],
            false,
          ),
        )
    : [];
  const [hx, hy] = spine[1] as Pt;
  return [
    art({
      shapes: [
        { d: tail, hue },
        { d: fin(left[6] as Pt, 200), hue },
        { d: fin(right[6] as Pt, -20), hue },
      ],
      spacing: 60,
    }),
    art({
      shapes: [{ d: body, hue: 'cream' }, ...spots],
      details: [
        ...scales,
        smooth(
          [
            [hx - 40, hy - 30],
            [hx - 90, hy - 60],
            [hx - 110, hy - 20],
          ],
          false,
        ),
        smooth(
          [
            [hx + 40, hy - 30],
            [hx + 90, hy - 60],
            [hx + 110, hy - 20],
          ],
          false,
        ),
      ],
      solids: [ellipse(hx - 45, hy + 40, 20), ellipse(hx + 45, hy + 40, 20)],
      spacing: 50,
    }),
  ];
};

/** A seated cat from the front: body, head, pointed ears, eyes, whiskers and a curled tail. */
export const cat: Motif = (_rng, detail) => [
  art({
    shapes: [
      // The tail curls up beside the body.
      {
        d: smooth(
          [
            [640, 880],
            [800, 860],
            [860, 720],
            [820, 600],
            [790, 620],
            [815, 720],
            [770, 810],
            [640, 845],
          ],
          true,
          0.7,
        ),
        hue: 'grey',
      },
      {
        d: smooth(
          both([
            [500, 420],
            [390, 470],
            [320, 640],
            [300, 820],
            [340, 900],
            [500, 910],
          ]),
          true,
          0.8,
        ),
        hue: 'grey',
      },
      {
        d: poly(
          both([
            [500, 170],
            [420, 170],
            [330, 70],
            [320, 240],
            [290, 330],
            [330, 430],
            [420, 480],
            [500, 490],
          ]),
        ),
        hue: 'grey',
      },
    ],
    solids: [
      ellipse(420, 310, 30, 40),
      ellipse(580, 310, 30, 40),
      poly([
        [470, 370],
        [530, 370],
        [500, 405],
      ]),
    ],
    details: [
      ...(detail
        ? [
            poly(
              [
                [430, 400],
                [300, 380],
              ],
              false,
            ),
            poly(
              [
                [430, 415],
                [300, 430],
              ],
              false,
            ),
            poly(
              [
                [570, 400],
                [700, 380],
              ],
              false,
            ),
            poly(
              [
                [570, 415],
                [700, 430],
              ],
              false,
            ),
          ]
        : []),
      ...(detail === 2
        ? [
            poly(
              [
                [360, 110],
                [370, 210],
              ],
              false,
            ),
            poly(
              [
                [640, 110],
                [630, 210],
              ],
              false,
            ),
            smooth(
              [
                [420, 880],
                [440, 800],
                [460, 880],
              ],
              false,
            ),
            smooth(
              [
                [540, 880],
                [560, 800],
                [580, 880],
              ],
              false,
            ),
          ]
        : []),
    ],
    spacing: 60,
  }),
];

/** An owl: an egg body, two big eyes in their discs, ear tufts, a beak and folded wings. */
export const owl: Motif = (_rng, detail) => [
  art({
    shapes: [
      {
        d: smooth(
          both([
            [500, 180],
            [360, 170],
            [260, 90],
            [250, 300],
            [220, 550],
            [280, 800],
            [500, 900],
          ]),
          true,
          0.8,
        ),
        hue: 'brown',
      },
      {
        d: smooth(
          [
            [250, 420],
            [330, 560],
            [340, 760],
            [280, 800],
            [220, 600],
          ],
          true,
          0.8,
        ),
        hue: 'brown',
      },
      {
        d: flipPath(
          smooth(
            [
              [250, 420],
              [330, 560],
              [340, 760],
              [280, 800],
              [220, 600],
            ],
            true,
            0.8,
          ),
        ),
        hue: 'brown',
      },
      { d: ellipse(400, 340, 105), hue: 'cream' },
      { d: ellipse(600, 340, 105), hue: 'cream' },
      {
        d: poly([
          [470, 410],
          [530, 410],
          [500, 480],
        ]),
        hue: 'gold',
      },
    ],
    solids: [
      ellipse(400, 340, 45),
      ellipse(600, 340, 45),
      poly([
        [400, 890],
        [430, 930],
        [460, 890],
      ]),
      poly([
        [540, 890],
        [570, 930],
        [600, 890],
      ]),
    ],
    details: detail
      ? [500, 600, 700].flatMap((y) => [
          smooth(
            [
              [430, y],
              [460, y + 30],
              [490, y],
            ],
            false,
          ),
          smooth(
            [
              [510, y],
              [540, y + 30],
              [570, y],
            ],
            false,
          ),
        ])
      : [],
    spacing: 60,
  }),
];

/** A fox's head: a wide triangle with tall ears, white cheeks and a black nose. */
export const fox: Motif = (_rng, detail) => [
  art({
    shapes: [
      {
        d: poly(
          both([
            [500, 260],
            [390, 270],
            [250, 100],
            [230, 380],
            [120, 520],
            [350, 640],
            [500, 860],
          ]),
        ),
        hue: 'orange',
      },
      {
        d: poly([
          [130, 520],
          [350, 640],
          [500, 860],
          [360, 700],
        ]),
        hue: 'cream',
      },
      {
        d: poly([
          [870, 520],
          [650, 640],
          [500, 860],
          [640, 700],
        ]),
        hue: 'cream',
      },
    ],
    solids: [
      poly([
        [455, 820],
        [545, 820],
        [500, 870],
      ]),
      ellipse(390, 480, 28, 18),
      ellipse(610, 480, 28, 18),
    ],
    details: detail
      ? [
          poly(
            [
              [270, 160],
              [280, 330],
            ],
            false,
          ),
          poly(
            [
              [730, 160],
              [720, 330],
            ],
            false,
          ),
        ]
      : [],
    spacing: 60,
  }),
];

/** A bear's head: round, with round ears, a muzzle and a nose. */
export const bear: Motif = (_rng, detail) => [
  art({
    shapes: [
      { d: ellipse(270, 260, 110), hue: 'brown' },
      { d: ellipse(730, 260, 110), hue: 'brown' },
      {
        d: smooth(
          both([
            [500, 190],
            [320, 230],
            [190, 420],
            [210, 650],
            [340, 820],
            [500, 860],
          ]),
          true,
          0.9,
        ),
        hue: 'brown',
      },
      { d: ellipse(500, 640, 150, 120), hue: 'cream' },
    ],
    solids: [
      ellipse(270, 260, 50),
      ellipse(730, 260, 50),
      ellipse(390, 460, 30),
      ellipse(610, 460, 30),
      smooth(
        both([
          [500, 560],
          [440, 570],
          [450, 610],
          [500, 640],
        ]),
      ),
    ],
    details: detail
      ? [
          poly(
            [
              [500, 640],
              [500, 700],
            ],
            false,
          ),
          smooth(
            [
              [440, 720],
              [500, 700],
              [560, 720],
            ],
            false,
          ),
        ]
      : [],
    spacing: 60,
  }),
];

/** A stag's head with branching antlers. */
export const deer: Motif = (_rng, detail) => {
  const antler = (dir: number) => {
    const at = (x: number, y: number): Pt => [500 + dir * x, y];
    const limbs: Pt[][] = [
      [at(60, 380), at(150, 260), at(230, 120), at(260, 40)],
      [at(150, 260), at(260, 250), at(330, 190)],
      [at(200, 170), at(320, 110), at(380, 40)],
      ...(detail === 2 ? [[at(110, 320), at(60, 230)]] : []),
    ];
    return limbs.map((line) => {
      const { left, right } = band(sampleCurve(line, 8), (t) => 46 - t * 20);
      return smooth([...left, ...right.reverse()], true, 0.6);
    });
  };
  return [
    art({ shapes: [...antler(-1), ...antler(1)].map((d) => ({ d, hue: 'brown' as const })), spacing: 50 }),
    art({
      shapes: [
        {
          d: smooth(
            [
              [390, 420],
              [230, 360],
              [280, 460],
            ],
            true,
            0.7,
          ),
          hue: 'brown',
        },
        {
          d: smooth(
            [
              [610, 420],
              [770, 360],
              [720, 460],
            ],
            true,
            0.7,
          ),
          hue: 'brown',
        },
        {
          d: smooth(
            both([
              [500, 360],
              [400, 380],
              [360, 500],
              [420, 760],
              [470, 900],
              [500, 910],
            ]),
            true,
            0.8,
          ),
          hue: 'brown',
        },
      ],
      solids: [ellipse(430, 520, 24), ellipse(570, 520, 24), ellipse(500, 880, 38, 28)],
      details: detail
        ? [
            smooth(
              [
                [470, 600],
                [500, 820],
                [530, 600],
              ],
              false,
            ),
          ]
        : [],
      spacing: 60,
    }),
  ];
};

/** A spider from above: two body parts and eight bent legs. */
export const spider: Motif = (_rng, detail) => {
  const legs = [0, 1, 2, 3].flatMap((i) => {
    const y = 420 + i * 70;
    const knee = (dir: number): Pt[] => [
      [500 + dir * 70, y],
      [500 + dir * 250, y - 140 + i * 40],
      [500 + dir * 400, y + 60 + i * 70],
    ];
    return [-1, 1].map((dir) => {
      const { left, right } = band(sampleCurve(knee(dir), 10), () => 34);
      return smooth([...left, ...right.reverse()], true, 0.6);
    });
  });
  return [
    art({ solids: legs, spacing: 50 }),
    art({
      shapes: [
        { d: ellipse(500, 650, 170, 210), hue: 'grey' },
        { d: ellipse(500, 380, 110), hue: 'grey' },
      ],
      solids: detail
        ? [
            poly([
              [500, 540],
              [560, 640],
              [500, 740],
              [440, 640],
            ]),
          ]
        : [],
      spacing: 60,
    }),
  ];
};

/** A bee: a striped body, two wings and a sting. */
export const bee: Motif = (_rng, detail) => [
  art({
    shapes: [
      {
        d: smooth(
          [
            [470, 420],
            [260, 180],
            [150, 260],
            [260, 420],
          ],
          true,
          0.8,
        ),
        hue: 'cream',
      },
      {
        d: smooth(
          [
            [530, 420],
            [740, 180],
            [850, 260],
            [740, 420],
          ],
          true,
          0.8,
        ),
        hue: 'cream',
      },
      { d: ellipse(500, 600, 200, 260), hue: 'gold' },
    ],
    solids: [
      poly([
        [320, 530],
        [680, 530],
        [690, 600],
        [310, 600],
      ]),
      poly([
        [340, 700],
        [660, 700],
        [630, 760],
        [370, 760],
      ]),
      poly([
        [470, 850],
        [530, 850],
        [500, 940],
      ]),
      ellipse(500, 330, 110, 90),
    ],
    details: detail
      ? [
          smooth(
            [
              [460, 250],
              [430, 160],
              [380, 130],
            ],
            false,
          ),
          smooth(
            [
              [540, 250],
              [570, 160],
              [620, 130],
            ],
            false,
          ),
        ]
      : [],
    spacing: 60,
  }),
];

/** A whale breaching a line of water: body, belly grooves, flukes and a spout. */
export const whale: Motif = (_rng, detail) => [
  art({
    shapes: [
      {
        d: smooth(
          [
            [760, 420],
            [900, 300],
            [940, 380],
            [880, 450],
          ],
          true,
          0.7,
        ),
        hue: 'blue',
      },
      {
        d: smooth(
          [
            [60, 560],
            [180, 380],
            [420, 320],
            [700, 380],
            [820, 430],
            [700, 600],
            [420, 680],
            [160, 660],
          ],
          true,
          0.8,
        ),
        hue: 'blue',
      },
      {
        d: smooth(
          [
            [200, 620],
            [420, 650],
            [640, 600],
            [420, 690],
          ],
          true,
          0.8,
        ),
        hue: 'cream',
      },
      {
        d: smooth(
          [
            [380, 620],
            [460, 760],
            [520, 740],
            [480, 640],
          ],
          true,
          0.7,
        ),
        hue: 'blue',
      },
    ],
    solids: [ellipse(230, 520, 22)],
    details: [
      smooth(
        [
          [220, 300],
          [230, 200],
          [180, 150],
        ],
        false,
      ),
      smooth(
        [
          [240, 300],
          [260, 200],
          [320, 160],
        ],
        false,
      ),
      ...(detail
        ? [
            smooth(
              [
                [40, 800],
                [250, 760],
                [500, 800],
                [750, 760],
                [960, 800],
              ],
              false,
            ),
          ]
        : []),
    ],
    spacing: 60,
  }),
];

/** An octopus: a round mantle with eyes and eight curling arms. */
export const octopus: Motif = (_rng, detail) => {
  const arms = Array.from({ length: 8 }, (_, i) => {
    const x = 220 + i * 80;
    const dir = i < 4 ? -1 : 1;
    const curve = sampleCurve(
      [
        [x, 520],
        [x + dir * 40, 700],
        [x - dir * 60, 830],
        [x + dir * 20, 920],
        [x + dir * 90, 900],
      ],
      14,
    );
    const { left, right } = band(curve, (t) => 80 * (1 - t) + 18);
    return smooth([...left, ...right.reverse()], true, 0.6);
  });
  return [
    art({ shapes: arms.map((d) => ({ d, hue: 'purple' as const })), spacing: 40 }),
    art({
      shapes: [
        {
          d: smooth(
            both([
              [500, 90],
              [360, 120],
              [270, 300],
              [280, 500],
              [360, 600],
              [500, 620],
            ]),
            true,
            0.9,
          ),
          hue: 'purple',
        },
      ],
      solids: [ellipse(410, 480, 34), ellipse(590, 480, 34)],
      details: detail ? [ellipse(420, 250, 30), ellipse(560, 200, 22)] : [],
      spacing: 60,
    }),
  ];
};

/** A shark side-on: a torpedo body, dorsal fin, tail, gills and teeth. */
export const shark: Motif = (_rng, detail) => [
  art({
    shapes: [
      {
        d: poly([
          [760, 480],
          [940, 280],
          [900, 500],
          [950, 680],
          [760, 540],
        ]),
        hue: 'grey',
      },
      {
        d: poly([
          [420, 410],
          [540, 200],
          [600, 420],
        ]),
        hue: 'grey',
      },
      {
        d: poly([
          [420, 560],
          [520, 720],
          [560, 560],
        ]),
        hue: 'grey',
      },
      {
        d: smooth(
          [
            [60, 500],
            [200, 400],
            [500, 380],
            [780, 470],
            [780, 540],
            [500, 600],
            [200, 600],
          ],
          true,
          0.8,
        ),
        hue: 'grey',
      },
      {
        d: smooth(
          [
            [120, 540],
            [300, 590],
            [600, 560],
            [300, 610],
          ],
          true,
          0.8,
        ),
        hue: 'cream',
      },
    ],
    solids: [
      ellipse(190, 470, 20),
      poly([
        [110, 530],
        [130, 560],
        [150, 530],
        [170, 560],
        [190, 535],
      ]),
    ],
    details: detail
      ? [330, 370, 410].map((x) =>
          smooth(
            [
              [x, 450],
              [x - 14, 500],
              [x, 550],
            ],
            false,
          ),
        )
      : [],
    spacing: 40,
  }),
];
