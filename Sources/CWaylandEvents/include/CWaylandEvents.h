#ifndef SCROLLLAB_CWAYLANDEVENTS_H
#define SCROLLLAB_CWAYLANDEVENTS_H

#include <stdint.h>

/// What the compositor sent, one record per touch event, pointer motion or button, pointer
/// frame with axis events, and key.
typedef enum {
    SCROLLLAB_WL_TOUCH_DOWN,
    SCROLLLAB_WL_TOUCH_MOTION,
    SCROLLLAB_WL_TOUCH_UP,
    SCROLLLAB_WL_POINTER_MOTION,
    SCROLLLAB_WL_POINTER_BUTTON,
    /// A wl_pointer frame holding axis events: `x`/`y` the summed horizontal/vertical values,
    /// `source` its axis_source (-1 if none was sent), `stopped` set when it held an axis_stop.
    SCROLLLAB_WL_POINTER_AXIS,
    /// A key going down (`x` 1) or up (`x` 0); `id` its Linux key code.
    SCROLLLAB_WL_KEY,
} scrolllab_wl_kind;

/// One compositor event. `time` is the compositor's timestamp in milliseconds, `nanoseconds` the
/// same time to the nanosecond when the compositor sent it (zwp_input_timestamps_v1), else 0;
/// `x`, `y` are surface coordinates (touch, motion) or axis values (axis frames); `id` is the touch id.
typedef struct {
    scrolllab_wl_kind kind;
    uint32_t time;
    uint64_t nanoseconds;
    int32_t id;
    double x, y;
    int32_t source;
    int32_t stopped;
} scrolllab_wl_event;

/// Starts listening to the compositor's own event times behind SDL's events on the Wayland
/// display of `sdlWindow` (an SDL_Window *): binds every wl_seat again, with its touch,
/// pointer and keyboard, on an event queue of its own, so SDL's handling is untouched. Returns 0 when the
/// window is not on Wayland or nothing could be bound. Kept in C so that Wayland's names stay
/// out of Swift.
int scrolllab_wl_start(void *sdlWindow);

/// Takes the oldest recorded event not yet taken into `event`; returns 0 when there is none.
/// Events are read from the socket when SDL pumps; this dispatches what has been read.
int scrolllab_wl_next(scrolllab_wl_event *event);

/// Reads, without waiting, what the compositor has sent that no one has read yet, and gathers
/// its records; 1 when there were any. SDL reads the socket in pieces: the compositor sends each
/// event to SDL's objects and the window's own in turn, so one read can end between SDL's copy
/// of an event and the window's, and SDL's event then comes before its record.
int scrolllab_wl_read_arrived(void);

/// 1 when the compositor gives touch and pointer events nanosecond times
/// (zwp_input_timestamps_manager_v1, input-timestamps-unstable-v1; Weston has it), else 0.
int scrolllab_wl_has_precise_times(void);

/// The highest version of the wl_pointers bound (0: none). From version 5 the compositor sends
/// pointer frames, axis sources and axis_stop: a trackpad reports its fingers lifting.
int scrolllab_wl_pointer_version(void);

/// Asks when SDL's next commit of the window is shown (wp_presentation, moved onto CLOCK_MONOTONIC);
/// call it just before presenting. Returns 0 when the compositor cannot tell.
int scrolllab_wl_request_presentation(void);

/// The oldest answer not yet taken, in order of the requests: when that frame was shown, in
/// CLOCK_MONOTONIC nanoseconds, or 0 when it was not (discarded). Returns 0 when none has come.
int scrolllab_wl_next_presentation(uint64_t *nanoseconds);

/// Stops listening and releases what `scrolllab_wl_start` bound.
void scrolllab_wl_stop(void);

#include "CWaylandProbe.h"  // the compositor's input seats, asked before SDL connects

#endif
