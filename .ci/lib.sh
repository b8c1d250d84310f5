# Helpers the CI scripts share. Source it: `. "$(dirname "$0")/lib.sh"`.
# shellcheck shell=bash

# Prints the id of the newest window whose title contains NAME, waiting up to SECONDS (whole,
# default 10). SDL may replace its first window when it picks a renderer, so a window counts once
# it is still there 0.2 s after it was found (an id of the replaced one gave xdotool BadWindow).
# Fails loudly (exit 1, with what it waited for) if none appears, so an empty id never reaches xdotool.
wait_for_window() {
    local name=$1 seconds=${2:-10} id
    local deadline=$((SECONDS + seconds))
    while [ "$SECONDS" -le "$deadline" ]; do
        id=$(xdotool search --name "$name" 2>/dev/null | tail -1 || true)
        if [ -n "$id" ]; then
            sleep 0.2
            if xdotool getwindowname "$id" > /dev/null 2>&1; then echo "$id"; return 0; fi
        fi
        sleep 0.05
    done
    echo "no window named \"$name\" appeared within $seconds s" >&2
    return 1
}

# Prints the time of a trace's `end` event (its last line), read with a JSON parser.
trace_end() {
    python3 - "$1" <<'PY'
import json, sys
path = sys.argv[1]
with open(path) as trace:
    last = ([line for line in trace if line.strip()] or [""])[-1]
try:
    event = json.loads(last)
except ValueError:
    event = {}
if not isinstance(event, dict) or event.get("type") != "end":
    sys.exit(f"{path}: the last line is not an end event: {last.strip()}")
print(event["t"])
PY
}

# Runs COMMAND... when the script exits, after any cleanup registered before (last in, first out).
on_exit() {
    local command
    printf -v command '%q ' "$@"
    _on_exit_commands="$command; ${_on_exit_commands:-}"
    # shellcheck disable=SC2064
    trap "$_on_exit_commands" EXIT
}

# Runs `check NAME ARGS...` for each line of standard input (its words: NAME ARGS...), JOBS at a
# time (default 2: the window checks mostly wait, for a window to settle or a compositor to
# start), then prints each check's name and output in the input's order and returns 1 if any failed.
run_checks() {
    local jobs=${1:-2} dir count=0 failed=0 index
    local -a names=() line
    dir=$(mktemp -d)
    while read -r -a line; do
        while [ "$(jobs -rp | wc -l)" -ge "$jobs" ]; do wait -n || true; done
        (
            set +e
            check "${line[@]}" > "$dir/$count.out" 2>&1
            echo $? > "$dir/$count.status"
        ) &
        names+=("${line[0]}")
        count=$((count + 1))
    done
    wait
    for ((index = 0; index < count; index++)); do
        printf '%-40s ' "${names[index]}"
        cat "$dir/$index.out"
        if [ "$(cat "$dir/$index.status" 2>/dev/null)" != 0 ]; then failed=1; echo "  FAILED: ${names[index]}"; fi
    done
    rm -rf "$dir"
    return "$failed"
}
