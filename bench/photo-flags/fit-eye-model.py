"""Fits the eye-state model of apps/api/src/modules/face-analysis/eye-state-model.ts (decision 033).

  python3 bench/photo-flags/fit-eye-model.py FIT.json HELD_OUT.json   (numpy; JSON files from
  dump-eye-set.ts on build-eye-set.ts's "fit" and benchmark sets)

Samples each eye exactly as eye-openness.ts's eyePatch does (24 x 16 bilinear grey samples
along the corners' line, averaged 2 x 2, mean 0 and deviation 1), fits an L2-regularised
logistic regression on both eyes of every fit face, picks the threshold on the mean of a
face's two eyes (the lowest that flags at most 2 % of open-eyed faces in two-fold
cross-validation on the fit set), prints the held-out figures and writes the weights (folded
onto the normalised patch) as JSON to stdout's last line.
"""
import base64, json, sys
import numpy as np

COLS, ROWS, ALONG, ACROSS, LAMBDA, MAX_FALSE_FLAGS = 24, 16, 0.65, 0.45, 10.0, 0.02


def grey_at(img, xs, ys):
    h, w, _ = img.shape
    xs = np.clip(xs, 0, w - 1.001); ys = np.clip(ys, 0, h - 1.001)
    g = 0.299 * img[..., 0] + 0.587 * img[..., 1] + 0.114 * img[..., 2]
    x0 = np.floor(xs).astype(int); y0 = np.floor(ys).astype(int); fx = xs - x0; fy = ys - y0
    return (g[y0, x0] * (1 - fx) * (1 - fy) + g[y0, x0 + 1] * fx * (1 - fy)
            + g[y0 + 1, x0] * (1 - fx) * fy + g[y0 + 1, x0 + 1] * fx * fy)


def eye_patch(img, landmarks, first):
    p = np.array(landmarks).reshape(68, 2)[first:first + 6]
    a, b = p[0], p[3]; width = np.linalg.norm(b - a) or 1
    u = (b - a) / width; n = np.array([-u[1], u[0]]); c = (a + b) / 2
    s, t = np.meshgrid(np.linspace(-ALONG, ALONG, COLS) * width, np.linspace(-ACROSS, ACROSS, ROWS) * width)
    g = grey_at(img, c[0] + s * u[0] + t * n[0], c[1] + s * u[1] + t * n[1])
    g = g.reshape(ROWS // 2, 2, COLS // 2, 2).mean((1, 3)).ravel()
    return (g - g.mean()) / (g.std() + 1e-6)


def load(path):
    X, y = [], []
    for r in json.load(open(path)):
        if r.get('face', 1) is None: continue
        im = r['image']
        img = np.frombuffer(base64.b64decode(im['data']), dtype=np.uint8).reshape(im['height'], im['width'], 3).astype(float)
        X.append([eye_patch(img, r['landmarks'], 36), eye_patch(img, r['landmarks'], 42)]); y.append(r['label'] == 'closed')
    return np.array(X), np.array(y)


def fit(X, y, iterations=4000, rate=0.2):
    eyes = np.concatenate([X[:, 0], X[:, 1]]); labels = np.concatenate([y, y]).astype(float)
    mu = eyes.mean(0); sd = eyes.std(0) + 1e-6; z = (eyes - mu) / sd; w = np.zeros(z.shape[1]); b = 0.0
    for _ in range(iterations):
        p = 1 / (1 + np.exp(-(z @ w + b)))
        w -= rate * (z.T @ (p - labels) / len(labels) + LAMBDA * w / len(labels)); b -= rate * (p - labels).mean()
    return w / sd, b - (mu * w / sd).sum()


def score(model, X):
    w, b = model
    return (X @ w + b).mean(1)


def figures(s, y, threshold):
    f = s > threshold; tp = int((f & y).sum()); fp = int((f & ~y).sum())
    return {'tp': tp, 'fp': fp, 'fn': int((~f & y).sum()), 'precision': round(tp / max(1, tp + fp), 3),
            'recall': round(float(tp / y.sum()), 3), 'false_flag_rate': round(float(fp / (~y).sum()), 3)}


X, y = load(sys.argv[1]); Xh, yh = load(sys.argv[2])
fold = np.arange(len(y)) % 2 == 0; cv = np.zeros(len(y))
for train in (fold, ~fold):
    cv[~train] = score(fit(X[train], y[train]), X[~train])
threshold = float(np.ceil(np.sort(cv[~y])[-int(MAX_FALSE_FLAGS * (~y).sum()) - 1] * 10) / 10)
model = fit(X, y)
print('fit faces', len(y), 'closed', int(y.sum()), '| cross-validated', figures(cv, y, threshold))
print('threshold', threshold, '| held out', len(yh), 'faces:', figures(score(model, Xh), yh, threshold))
print(json.dumps({'weights': [round(float(v), 4) for v in model[0]], 'bias': round(float(model[1]), 4), 'threshold': threshold}))
