#ifndef SCROLLLAB_CX11INPUT_H
#define SCROLLLAB_CX11INPUT_H

#include <stdint.h>

/// What the X server sent behind SDL's events, and what SDL made of it, one record each, in the
/// order SDL saw them (an SDL event watcher, so XI2 events are read while SDL still holds them).
typedef enum {
    /// SDL queued a finger event: `phase` 0 down, 1 motion, 2 up; `device` its touchId, `id` its
    /// fingerId, `x`/`y` its normalized position.
    SCROLLLAB_X11_SDL_FINGER,
    /// SDL queued a mouse-wheel event.
    SCROLLLAB_X11_SDL_WHEEL,
    /// An XI2 touch event (XI_TouchBegin/Update/End as `phase` 0/1/2): `device` the source device,
    /// `id` the touch id, `time` the server's, `x`/`y` window pixels.
    SCROLLLAB_X11_TOUCH,
    /// An XI2 motion on the window that moved a scroll valuator of `device`: `has_vertical` /
    /// `has_horizontal` say which, `vertical`/`horizontal` their (absolute) values, with their
    /// `*_increment` (one wheel click's worth); `is_touchpad` when the device is a touchpad.
    SCROLLLAB_X11_SCROLL,
    /// A core button press 4–7 (the wheel, or emulated from scroll valuators): `id` the button.
    SCROLLLAB_X11_WHEEL_BUTTON,
    /// The pointer entered or left the window: scroll valuators moved meanwhile unseen.
    SCROLLLAB_X11_CROSSING,
} scrolllab_x11_kind;

/// One record (fields a kind does not use are 0).
typedef struct {
    scrolllab_x11_kind kind;
    int32_t phase;
    uint32_t time;
    int64_t device;
    int64_t id;
    double x, y;
    int32_t has_vertical, has_horizontal;
    double vertical, horizontal;
    double vertical_increment, horizontal_increment;
    int32_t is_touchpad;
} scrolllab_x11_record;

/// Starts recording, for `sdlWindow` (an SDL_Window *) on X11 with XInput 2.2: adds an SDL
/// event watcher. Returns 0 when the window is not on such a server. SDL_SYSWMEVENT must be on.
int scrolllab_x11_start(void *sdlWindow);

/// Takes the oldest record not yet taken into `record`; returns 0 when there is none.
int scrolllab_x11_next(scrolllab_x11_record *record);

/// Stops recording.
void scrolllab_x11_stop(void);

#endif
