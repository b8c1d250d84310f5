#!/usr/bin/env python3
"""Writes velocity-fixtures.json from the two platforms' test sources (see README.md).

usage: make-velocity-fixtures.py VelocityTracker_test.cpp velocity_tracker_data.dart velocity_tracker_test.dart
"""
import json, re, sys

android_src, flutter_data, flutter_test = (open(p).read() for p in sys.argv[1:4])

android = []
for m in re.finditer(r'TEST_F\(VelocityTrackerTest, (Sailfish\w+)\) \{(.*?)\n\}', android_src, re.S):
    events = []
    for line in m.group(2).splitlines():
        e = re.match(r'\s*\{\s*(\d+)ns,\s*\{\{([-\d.]+),\s*([-\d.]+)\}\}\s*\},?\s*(//.*)?$', line)
        if e:
            phase = 'up' if 'ACTION_UP' in (e.group(4) or '') else ('down' if not events else 'move')
            events.append([phase, int(e.group(1)), float(e.group(2)), float(e.group(3))])
    lsq2 = {c.group(1).lower(): float(c.group(2)) for c in
            re.finditer(r'Strategy::LSQ2, motions, AMOTION_EVENT_AXIS_(\w),\s*([-\d.]+)\)', m.group(2))}
    android.append({'name': m.group(1), 'events': events, 'lsq2': lsq2})

def flutter_events(name):
    start = flutter_data.index('const List<PointerEvent> %s' % name)
    block = flutter_data[start:flutter_data.index('];', start)]
    return [[kind.lower(), eval(t), float(x), float(y)] for kind, t, x, y in re.findall(
        r'Pointer(Down|Move|Up)Event\(\s*timeStamp: Duration\(milliseconds: (\d+(?: \+ \d+)?)\),'
        r'\s*pointer: \d+,\s*position: Offset\(([-\d.]+), ([-\d.]+)\),?\s*\)', block)]

start = flutter_test.index('const List<Offset> expected')
expected = re.findall(r'Offset\(([-\d.e]+), ([-\d.e]+)\)', flutter_test[start:flutter_test.index('];', start)])
flutter, current = [], []
for event in flutter_events('velocityEventData'):
    current = [event] if event[0] == 'down' else current + [event]
    if event[0] == 'up':
        x, y = expected[len(flutter)]
        flutter.append({'name': 'velocityEventData %d' % (len(flutter) + 1), 'events': current,
                        'expected': {'x': float(x), 'y': float(y)}})
flutter.append({'name': 'interruptedVelocityEventData', 'events': flutter_events('interruptedVelocityEventData'),
                'expected': {'x': 649.5, 'y': 3890.3}, 'expectedDigits': 1})

out = {
    'android': {'timeUnit': 'ns', 'flings': android},
    'flutter': {'timeUnit': 'ms', 'flings': flutter},
}
with open('velocity-fixtures.json', 'w') as f:
    f.write('{\n')
    for i, (key, part) in enumerate(out.items()):
        f.write('  "%s": {"timeUnit": "%s", "flings": [\n' % (key, part['timeUnit']))
        for j, fling in enumerate(part['flings']):
            head = {k: v for k, v in fling.items() if k != 'events'}
            f.write('    {%s, "events": [\n' % json.dumps(head)[1:-1])
            f.write(',\n'.join('      ' + json.dumps(e) for e in fling['events']))
            f.write('\n    ]}%s\n' % (',' if j < len(part['flings']) - 1 else ''))
        f.write('  ]}%s\n' % (',' if i < len(out) - 1 else ''))
    f.write('}\n')
print(len(android), 'android flings,', len(flutter), 'flutter flings')
