#!/usr/bin/env python3
"""Release-velocity estimators on millisecond-floored stamps: the table of Gestures.docc's
"Release velocity" article. A copy of VelocityTracker's sample rules in Python (numpy), the
candidates, and the sets: the platforms' recorded flings (velocity-fixtures.json) and 700
synthetic flicks per shape. Run from anywhere: python3 compare-estimators.py
"""
import json, math, os, random
import numpy as np

FIXTURES = json.load(open(os.path.join(os.path.dirname(__file__), 'velocity-fixtures.json')))
HORIZON, PAUSE, RES = 0.1, 0.04, 0.001


def add(samples, x, t, res):
    """VelocityTracker.addSample: one at (exact) or before the newest's time replaces it."""
    if samples and (t < samples[-1][1] or (t == samples[-1][1] and res == 0)):
        samples[-1] = (x, samples[-1][1])
        return
    if len(samples) == 20:
        samples.pop(0)
    samples.append((x, t))


def window(samples):
    first, newest = len(samples) - 1, samples[-1][1]
    while first > 0:
        c = samples[first - 1][1]
        if newest - c > HORIZON + 1e-9 or samples[first][1] - c > PAUSE:
            break
        first -= 1
    return samples[first:]


def design(ts, origin):
    tau = np.array(ts) - origin
    return tau, np.vstack([np.ones_like(tau), tau, tau ** 2]).T


def parabola(ts, xs, origin):
    return np.linalg.lstsq(design(ts, origin)[1], np.array(xs), rcond=None)[0]


def line(ts, xs):
    t, x = np.array(ts), np.array(xs)
    return ((t - t.mean()) * (x - x.mean())).sum() / ((t - t.mean()) ** 2).sum()


def lsq2(ts, xs, o, res):
    return parabola(ts, xs, o)[1]


def told(ts, xs, o, res, low=4, high=6):
    """The chosen fit: the line unless the bend stands low…high standard errors above the rounding's."""
    if res == 0:
        return lsq2(ts, xs, o, res)
    tau, a = design(ts, o)
    inverse = np.linalg.inv(a.T @ a)
    _, b, c = inverse @ a.T @ np.array(xs)
    g = inverse[2] @ a.T
    variance = (g ** 2 * (np.abs(b + 2 * c * tau) * res / math.sqrt(12)) ** 2).sum()
    z = abs(c) / math.sqrt(variance) if variance > 0 else math.inf
    kept = min(1, max(0, (z - low) / (high - low)))
    ln = line(ts, xs)
    return ln + kept * (b - ln)


def last(n):
    return lambda ts, xs, o, res: line(ts[-n:], xs[-n:])


def weighted(ts, xs, o, res, floor=0.5):
    """LSQ2 weighted by the rounding's noise |v|·res/√12, v from the unweighted fit (floored at half the peak)."""
    if res == 0:
        return lsq2(ts, xs, o, res)
    tau, a = design(ts, o)
    _, b, c = parabola(ts, xs, o)
    for _ in range(2):
        v = np.abs(b + 2 * c * tau)
        w = 1 / np.maximum(v, floor * v.max() + 1e-9) ** 2
        _, b, c = np.linalg.solve(a.T @ (a * w[:, None]), a.T @ (w * np.array(xs)))
    return b


def reestimated(ts, xs, o, res):
    """LSQ2 on each time moved inside its millisecond to its posterior mean under the fitted parabola."""
    if res == 0:
        return lsq2(ts, xs, o, res)
    x, grid = np.array(xs), (np.arange(16) + 0.5) / 16 * res
    t = np.array(ts) + res / 2
    for _ in range(3):
        a0, b, c = parabola(t, xs, o + res / 2)
        tau = np.array(ts)[:, None] + grid[None, :] - o - res / 2
        resid = x - (a0 + b * (t - o - res / 2) + c * (t - o - res / 2) ** 2)
        s2 = 4 * max((resid ** 2).sum() / max(len(x) - 3, 1) - b * b * res * res / 12, 1e-12)
        w = np.exp(-(x[:, None] - (a0 + b * tau + c * tau ** 2)) ** 2 / (2 * s2)) + 1e-300
        t = np.array(ts) + (w * grid).sum(1) / w.sum(1)
    return parabola(t, xs, t[-1])[1]


def velocity(samples, at, fit, res):
    if not samples or at - samples[-1][1] > PAUSE:
        return 0.0
    w = window(samples)
    ts, xs = [s[1] for s in w], [s[0] for s in w]
    if len(w) >= 3:
        try:
            return fit(ts, xs, ts[-1], res)
        except np.linalg.LinAlgError:
            pass
    earlier = [s for s in w[:-1] if s[1] < ts[-1]]
    return (xs[-1] - earlier[-1][0]) / (ts[-1] - earlier[-1][1]) if earlier else 0.0


def platform_errors(fit, part, floored):
    p = FIXTURES[part]
    unit = 1_000_000 if p.get('timeUnit') == 'ms' else 1
    errors = []
    for fling in p['flings']:
        events, start = fling['events'], fling['events'][0][1] * unit
        def seconds(t):
            ns = t * unit
            return (ns // 1_000_000 - start // 1_000_000) / 1000 if floored else (ns - start) / 1e9
        for axis, expected in (fling.get('lsq2') or fling.get('expected') or {}).items():
            if abs(expected) < 50:
                continue
            k, samples, release = (2 if axis == 'x' else 3), [], 0.0
            for event in events:
                if event[0] == 'up':
                    release = velocity(samples, seconds(event[1]), fit, RES if floored else 0)
                    break
                add(samples, event[k] - events[0][k], seconds(event[1]), RES if floored else 0)
            errors.append(abs(release / expected - 1))
    return errors


def flicks(short, seed, speeding_up=False):
    rng, out = random.Random(seed), []
    for speed in [600.0, 1000, 1500, 2000, 3000, 4000, 5000]:
        for interval in [0.004, 0.007, 0.008, 0.011, 0.016]:
            for _ in range(20):
                down = rng.random()
                moves = rng.randint(3, 6) if short else int(0.16 / interval) + 1
                ts = [down] + [down + n * interval + rng.uniform(-0.0005, 0.0005) for n in range(1, moves + 1)]
                end = ts[-1]
                xs = [speed * (t - down) ** 2 / (2 * (end - down)) if speeding_up else speed * (t - down) for t in ts]
                out.append((ts, xs, end + rng.uniform(0.2, 1) * interval, speed))
    return out


def synthetic_errors(fit, set_):
    floor = lambda t: math.floor(t * 1000) / 1000
    errors = []
    for ts, xs, lift, speed in set_:
        samples = []
        for t, x in zip(ts, xs):
            add(samples, x, floor(t), RES)
        errors.append(abs(velocity(samples, floor(lift), fit, RES) / speed - 1))
    return sorted(errors)


CANDIDATES = [
    ('LSQ2, the platforms\' parabola', lsq2), ('**LSQ2 told the resolution** (chosen)', told),
    ('least-squares line over 100 ms', lambda ts, xs, o, r: line(ts, xs)),
    ('UIKit-like: line through the last 3 samples', last(3)), ('line through the last 5 samples', last(5)),
    ('LSQ2 weighted by the rounding\'s noise', weighted), ('LSQ2 on times re-estimated inside their millisecond', reestimated),
]
SETS = [('steady', flicks(False, 30)), ('speeding up', flicks(False, 32, True)), ('3–6 moves', flicks(True, 31))]

if __name__ == '__main__':
    print('| estimator | Android exact | Android | Flutter | ' + ' | '.join(n for n, _ in SETS) + ' |')
    for name, fit in CANDIDATES:
        row = ['%.2f' % (100 * max(platform_errors(fit, 'android', False)))]
        row += ['%.2f' % (100 * max(platform_errors(fit, part, True))) for part in ('android', 'flutter')]
        for _, set_ in SETS:
            e = synthetic_errors(fit, set_)
            row.append('%.2f (%.2f)' % (100 * e[-1], 100 * e[len(e) * 95 // 100]))
        print('| %s | %s |' % (name, ' | '.join(row)))
