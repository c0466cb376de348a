/**
 * The eye-state model of eye-openness.ts (issue 29, decision 033): L2-regularised logistic
 * regression (lambda 10) on an eye's normalised 12 × 8 grey patch, fitted on the
 * "fit" selection of bench/photo-flags/build-eye-set.ts (real face photos: closed eyes from
 * CEW, open eyes from UTKFace; both eyes of each face as samples), a set disjoint from the
 * one the benchmark measures. Weights are per patch cell, row by row from the upper lid side;
 * a positive log-odds leans closed. The threshold on the mean of a face's two eyes is chosen
 * for precision at an event's mix, where open eyes far outnumber closed ones: the lowest that
 * flags at most 2 % of open-eyed faces in two-fold cross-validation on the fit set (a photo
 * wrongly hidden costs a sale; a missed one is still in front of the operator's review).
 */
export const EYE_MODEL = {
  patch: { cols: 12, rows: 8, along: 0.65, across: 0.45 },
  weights: [
    0.2487, 0.0697, -0.1505, -0.0785, -0.1415, 0.0391, 0.2164, 0.0679, -0.0525, -0.1733, -0.0597, 0.292,
    0.1052, -0.2431, -0.2449, 0.035, 0.0206, -0.09, -0.0401, 0.107, 0.0573, -0.0592, -0.3403, 0.1849, -0.0163,
    0.1029, 0.1358, 0.0215, 0.1895, 0.3234, 0.3731, 0.4701, 0.3037, -0.0016, -0.0115, 0.0435, -0.0497,
    -0.1177, -0.2914, 0.0405, 0.1104, 0.1492, 0.3013, 0.2558, 0.1659, -0.1074, -0.2247, -0.1283, 0.0008,
    0.1331, -0.0526, -0.2066, -0.2152, -0.0367, 0.2105, -0.0661, -0.2801, -0.3353, 0.109, 0.3843, 0.1239,
    0.1771, -0.0582, -0.1887, -0.1793, 0.0917, 0.3652, -0.0142, -0.2262, -0.3957, 0.0096, 0.2555, 0.0744,
    0.0454, -0.0096, -0.0824, -0.1751, -0.3108, -0.3219, -0.1882, -0.0403, -0.0223, -0.1021, -0.1227, -0.1718,
    -0.1424, -0.0543, -0.0453, -0.0628, -0.1044, 0.0727, 0.0398, -0.0327, -0.0774, -0.0734, -0.2608,
  ],
  bias: 1.0913,
  threshold: 1.7,
} as const;
