import { type Art, art, type Detail, type Drawing } from '../art';
import { around, ellipse, type Pt, poly, rotate, smooth } from '../geometry';
import { star as sparkle } from '../lettering';
import type { Random } from '../random';

/**
 * Emblems drawn from a few bold shapes: simple on purpose, they hold up at stencil weight. Each draws in a 1000 box;
 * the finer lines come only with detail, so the simplest version is its outline and solid black.
 */
type Motif = (rng: Random, detail: Detail) => Drawing;

/** A five-pointed star's outline about (x, y). */
const fivePoint = (x: number, y: number, r: number, inner = 0.42): Pt[] =>
  around(x, y, 1, 10).map(([px, py], i) => {
    const k = i % 2 === 0 ? r : r * inner;
    return [x + (px - x) * k, y + (py - y) * k];
  });

export const heart: Motif = (_rng, detail) => [
  art({
    shapes: [
      {
        d: smooth([
          [500, 330],
          [620, 190],
          [820, 220],
          [860, 420],
          [700, 660],
          [500, 840],
          [300, 660],
          [140, 420],
          [180, 220],
          [380, 190],
        ]),
        hue: 'red',
      },
    ],
    details: detail
      ? [
          smooth(
            [
              [250, 330],
              [300, 260],
              [380, 250],
            ],
            false,
          ),
        ]
      : [],
    solids: detail === 2 ? [sparkle(300, 300, 30)] : [],
    spacing: 60,
  }),
];

export const anchor: Motif = (_rng, detail) => [
  art({
    shapes: [
      {
        d: poly([
          [470, 230],
          [530, 230],
          [530, 800],
          [470, 800],
        ]),
        hue: 'grey',
      },
      {
        d: poly([
          [340, 300],
          [660, 300],
          [660, 350],
          [340, 350],
        ]),
        hue: 'grey',
      },
      {
        d: smooth(
          [
            [180, 560],
            [250, 760],
            [500, 880],
            [750, 760],
            [820, 560],
            [860, 640],
            [780, 820],
            [500, 940],
            [220, 820],
            [140, 640],
          ],
          true,
          0.6,
        ),
        hue: 'grey',
      },
      { d: ellipse(500, 170, 75), hue: 'gold' },
    ],
    solids: [
      ellipse(500, 170, 32),
      poly([
        [140, 540],
        [230, 600],
        [130, 650],
      ]),
      poly([
        [860, 540],
        [770, 600],
        [870, 650],
      ]),
    ],
    details: detail
      ? [
          poly(
            [
              [500, 380],
              [500, 760],
            ],
            false,
          ),
        ]
      : [],
    spacing: 50,
  }),
];

export const compass: Motif = (_rng, detail) => {
  const points = (r: number, inner: number, turn: number) =>
    around(500, 500, 1, 8, -90 + turn).map(([x, y], i) => {
      const k = i % 2 === 0 ? r : inner;
      return [500 + (x - 500) * k, 500 + (y - 500) * k] as Pt;
    });
  return [
    art({
      shapes: [{ d: ellipse(500, 500, 430), hue: 'cream' }],
      details: [
        ellipse(500, 500, 360),
        ...(detail === 2
          ? around(500, 500, 395, 24).map(([x, y]) =>
              poly(
                [
                  [x, y],
                  [500 + (x - 500) * 0.94, 500 + (y - 500) * 0.94],
                ],
                false,
              ),
            )
          : []),
      ],
      spacing: 60,
    }),
    art({
      shapes: [
        { d: poly(points(300, 70, 45)), hue: 'gold' },
        { d: poly(points(340, 80, 0)), hue: 'blue' },
      ],
      solids: [
        poly([
          [500, 160],
          [540, 500],
          [460, 500],
        ]),
        ellipse(500, 500, 28),
      ],
      spacing: 50,
    }),
  ];
};

export const star: Motif = (_rng, detail) => [
  art({
    shapes: [{ d: poly(fivePoint(500, 520, 440)), hue: 'gold' }],
    // A nautical star: each point split into a light and a dark half.
    solids: detail
      ? fivePoint(500, 520, 440)
          .filter((_, i) => i % 2 === 0)
          .map((tip, i) => poly([tip, [500, 520], fivePoint(500, 520, 440)[(i * 2 + 1) % 10] as Pt]))
      : [],
    spacing: 60,
  }),
];

export const crown: Motif = (_rng, detail) => [
  art({
    shapes: [
      {
        d: poly([
          [180, 720],
          [140, 330],
          [320, 500],
          [500, 240],
          [680, 500],
          [860, 330],
          [820, 720],
        ]),
        hue: 'gold',
      },
      {
        d: poly([
          [170, 720],
          [830, 720],
          [830, 820],
          [170, 820],
        ]),
        hue: 'gold',
      },
    ],
    solids: [
      ellipse(140, 300, 40),
      ellipse(500, 205, 44),
      ellipse(860, 300, 40),
      ...(detail ? [ellipse(330, 770, 26), ellipse(500, 770, 26), ellipse(670, 770, 26)] : []),
    ],
    details:
      detail === 2
        ? [
            poly(
              [
                [200, 660],
                [800, 660],
              ],
              false,
            ),
          ]
        : [],
    spacing: 50,
  }),
];

export const diamond: Motif = (_rng, detail) => [
  art({
    shapes: [
      {
        d: poly([
          [300, 260],
          [700, 260],
          [880, 440],
          [500, 880],
          [120, 440],
        ]),
        hue: 'blue',
      },
    ],
    details: [
      poly(
        [
          [120, 440],
          [880, 440],
        ],
        false,
      ),
      ...(detail
        ? [
            poly(
              [
                [300, 260],
                [390, 440],
                [500, 880],
                [610, 440],
                [700, 260],
              ],
              false,
            ),
            poly(
              [
                [500, 260],
                [390, 440],
              ],
              false,
            ),
            poly(
              [
                [500, 260],
                [610, 440],
              ],
              false,
            ),
          ]
        : []),
    ],
    spacing: 70,
  }),
];

export const key: Motif = (_rng, detail) => [
  art({
    shapes: [
      { d: ellipse(500, 230, 170), hue: 'gold' },
      {
        d: poly([
          [465, 380],
          [535, 380],
          [535, 900],
          [465, 900],
        ]),
        hue: 'gold',
      },
      {
        d: poly([
          [535, 760],
          [650, 760],
          [650, 820],
          [600, 820],
          [600, 860],
          [535, 860],
        ]),
        hue: 'gold',
      },
      {
        d: poly([
          [535, 650],
          [620, 650],
          [620, 710],
          [535, 710],
        ]),
        hue: 'gold',
      },
    ],
    solids: [ellipse(500, 230, detail === 0 ? 70 : 90)],
    details:
      detail === 2
        ? [
            poly(
              [
                [420, 420],
                [580, 420],
              ],
              false,
            ),
          ]
        : [],
    spacing: 50,
  }),
];

export const cross: Motif = (_rng, detail) => [
  art({
    shapes: [
      {
        d: poly([
          [440, 80],
          [560, 80],
          [560, 300],
          [760, 300],
          [760, 420],
          [560, 420],
          [560, 920],
          [440, 920],
          [440, 420],
          [240, 420],
          [240, 300],
          [440, 300],
        ]),
        hue: 'brown',
      },
    ],
    details: detail
      ? [
          poly(
            [
              [500, 120],
              [500, 880],
            ],
            false,
          ),
        ]
      : [],
    spacing: 50,
  }),
];

export const arrow: Motif = (_rng, detail) => {
  const turn = (p: Pt[]) => rotate(p, -35);
  return [
    art({
      shapes: [
        {
          d: poly(
            turn([
              [80, 480],
              [800, 480],
              [800, 520],
              [80, 520],
            ]),
          ),
          hue: 'brown',
        },
        {
          d: poly(
            turn([
              [780, 400],
              [960, 500],
              [780, 600],
              [820, 500],
            ]),
          ),
          hue: 'grey',
        },
        {
          d: poly(
            turn([
              [60, 420],
              [200, 420],
              [260, 480],
              [120, 480],
            ]),
          ),
          hue: 'red',
        },
        {
          d: poly(
            turn([
              [60, 580],
              [200, 580],
              [260, 520],
              [120, 520],
            ]),
          ),
          hue: 'red',
        },
      ],
      details: detail
        ? [
            poly(
              turn([
                [120, 450],
                [220, 450],
              ]),
              false,
            ),
            poly(
              turn([
                [120, 550],
                [220, 550],
              ]),
              false,
            ),
          ]
        : [],
      spacing: 40,
    }),
  ];
};

export const clock: Motif = (_rng, detail) => [
  art({
    shapes: [
      { d: ellipse(500, 540, 400), hue: 'gold' },
      { d: ellipse(500, 540, 330), hue: 'cream' },
      { d: ellipse(500, 110, 50), hue: 'gold' },
    ],
    solids: [
      ...around(500, 540, 290, detail === 0 ? 4 : 12).map(([x, y]) => ellipse(x, y, 20)),
      poly([
        [485, 540],
        [515, 540],
        [508, 300],
        [492, 300],
      ]),
      poly([
        [500, 525],
        [500, 555],
        [700, 560],
        [700, 520],
      ]),
      ellipse(500, 540, 30),
    ],
    spacing: 50,
  }),
];

export const eye: Motif = (_rng, detail) => [
  art({
    shapes: [
      {
        d: smooth(
          [
            [80, 500],
            [300, 300],
            [500, 260],
            [700, 300],
            [920, 500],
            [700, 700],
            [500, 740],
            [300, 700],
          ],
          true,
          0.8,
        ),
        hue: 'cream',
      },
      { d: ellipse(500, 500, 200), hue: 'blue' },
    ],
    solids: [ellipse(500, 500, 90)],
    details: detail
      ? [
          ellipse(560, 440, 32),
          ...around(500, 230, 1, 5, -150, 1).map((_, i) =>
            poly(
              [
                [260 + i * 120, 290 - (i === 2 ? 10 : 0)],
                [230 + i * 135, 170],
              ],
              false,
            ),
          ),
        ]
      : [],
    spacing: 60,
  }),
];

export const moon: Motif = (_rng, detail) => [
  art({
    // A crescent: a full disc less an offset one, traced as one outline.
    shapes: [
      {
        d: smooth(
          [
            [560, 90],
            [330, 170],
            [200, 400],
            [230, 650],
            [420, 860],
            [660, 900],
            [840, 800],
            [620, 760],
            [460, 620],
            [410, 420],
            [470, 230],
          ],
          true,
          0.9,
        ),
        hue: 'gold',
      },
    ],
    solids: detail
      ? [sparkle(760, 330, 60), ...(detail === 2 ? [sparkle(660, 540, 36)] : [])]
      : [sparkle(760, 360, 70)],
    details: detail === 2 ? [ellipse(300, 520, 30), ellipse(360, 700, 22)] : [],
    spacing: 70,
  }),
];

export const sun: Motif = (_rng, detail) => {
  const rays = around(500, 500, 1, 16).map(([x, y], i) => {
    const a = Math.atan2(y - 500, x - 500);
    const r = i % 2 === 0 ? 460 : 380;
    const side = (k: number): Pt => [500 + 270 * Math.cos(a + k), 500 + 270 * Math.sin(a + k)];
    return poly([side(-0.17), [500 + r * Math.cos(a), 500 + r * Math.sin(a)], side(0.17)]);
  });
  return [
    art({
      shapes: [
        ...rays.map((d) => ({ d, hue: 'orange' as const })),
        { d: ellipse(500, 500, 260), hue: 'gold' },
      ],
      solids: detail ? [ellipse(420, 460, 30), ellipse(580, 460, 30)] : [],
      details: detail
        ? [
            smooth(
              [
                [400, 580],
                [500, 630],
                [600, 580],
              ],
              false,
            ),
          ]
        : [],
      spacing: 60,
    }),
  ];
};

/** A lotus: a fan of pointed petals over two flat ones and a waterline. */
export const lotus: Motif = (_rng, detail) => {
  const petal = (angle: number, length: number): Art['shapes'][number] => ({
    d: smooth(
      rotate(
        [
          [500, 720],
          [420, 560],
          [500, 720 - length],
          [580, 560],
        ],
        angle,
        [500, 720],
      ),
      true,
      0.8,
    ),
    hue: 'pink',
  });
  return [
    art({
      shapes: [
        petal(-75, 380),
        petal(75, 380),
        petal(-45, 460),
        petal(45, 460),
        petal(-18, 520),
        petal(18, 520),
        petal(0, 560),
      ],
      details: [
        smooth(
          [
            [160, 780],
            [500, 740],
            [840, 780],
          ],
          false,
        ),
        ...(detail
          ? [
              poly(
                [
                  [500, 640],
                  [500, 300],
                ],
                false,
              ),
            ]
          : []),
      ],
      spacing: 60,
    }),
  ];
};

/** A feather: a curved quill with a vane either side, notched once or twice. */
export const feather: Motif = (_rng, detail) => {
  const vane = smooth(
    [
      [500, 940],
      [420, 760],
      [360, 520],
      [400, 260],
      [500, 70],
      [600, 260],
      [640, 520],
      [580, 760],
    ],
    true,
    0.8,
  );
  const barbs = detail
    ? [0.3, 0.45, 0.6, 0.75].flatMap((t) => {
        const y = 900 - t * 800;
        return [
          poly(
            [
              [500, y],
              [410, y - 90],
            ],
            false,
          ),
          poly(
            [
              [500, y],
              [590, y - 90],
            ],
            false,
          ),
        ];
      })
    : [];
  return [
    art({
      shapes: [{ d: vane, hue: 'teal' }],
      details: [
        poly(
          [
            [500, 960],
            [500, 120],
          ],
          false,
        ),
        ...barbs,
      ],
      solids: [
        poly([
          [360, 560],
          [440, 520],
          [380, 600],
        ]),
      ],
      spacing: 60,
    }),
  ];
};

/** An open hand, palm up, fingers together. */
export const hand: Motif = (_rng, detail) => {
  const finger = (x: number, top: number) =>
    smooth(
      [
        [x - 48, 520],
        [x - 48, top + 40],
        [x, top],
        [x + 48, top + 40],
        [x + 48, 520],
      ],
      true,
      0.5,
    );
  return [
    art({
      shapes: [
        { d: finger(350, 220), hue: 'cream' },
        { d: finger(440, 140), hue: 'cream' },
        { d: finger(530, 130), hue: 'cream' },
        { d: finger(620, 190), hue: 'cream' },
        {
          d: smooth(
            rotate(
              [
                [250, 620],
                [250, 430],
                [290, 390],
                [330, 430],
                [340, 620],
              ],
              -35,
              [300, 640],
            ),
            true,
            0.5,
          ),
          hue: 'cream',
        },
        {
          d: smooth(
            [
              [300, 500],
              [680, 500],
              [680, 760],
              [600, 900],
              [400, 900],
              [300, 760],
            ],
            true,
            0.5,
          ),
          hue: 'cream',
        },
      ],
      details: detail
        ? [
            smooth(
              [
                [360, 640],
                [480, 690],
                [600, 640],
              ],
              false,
            ),
          ]
        : [],
      solids: detail === 2 ? [ellipse(490, 760, 30)] : [],
      spacing: 70,
    }),
  ];
};

/** A great wave curling over, its crest breaking into foam, on rolling water. */
export const wave: Motif = (_rng, detail) => [
  art({
    shapes: [
      {
        d: smooth(
          [
            [60, 860],
            [180, 640],
            [360, 420],
            [580, 260],
            [780, 260],
            [900, 380],
            [860, 500],
            [760, 520],
            [700, 440],
            [620, 470],
            [600, 580],
            [680, 700],
            [880, 780],
            [940, 880],
          ],
          true,
          0.7,
        ),
        hue: 'blue',
      },
    ],
    details: [
      smooth(
        [
          [200, 780],
          [330, 560],
          [520, 400],
          [700, 360],
        ],
        false,
      ),
      smooth(
        [
          [60, 920],
          [300, 880],
          [520, 930],
          [760, 880],
          [960, 920],
        ],
        false,
      ),
      ...(detail
        ? [
            smooth(
              [
                [330, 800],
                [430, 640],
                [560, 540],
              ],
              false,
            ),
          ]
        : []),
    ],
    solids: around(820, 360, 70, detail === 0 ? 3 : 5, -120).map(([x, y]) => ellipse(x, y, 28)),
    spacing: 60,
  }),
];
