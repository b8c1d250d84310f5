#ifndef SCROLLLAB_CWAYLANDPROBE_H
#define SCROLLLAB_CWAYLANDPROBE_H

/// What a Wayland compositor offers for input, asked before SDL connects to it.
typedef struct {
    /// The number of `wl_seat`s the compositor announces.
    int seats;
    /// Whether any seat has a pointer, a keyboard, a touch screen.
    int pointer, keyboard, touch;
} scrolllab_wayland_input;

/// Connects to the Wayland display `name` (NULL: $WAYLAND_DISPLAY), reads its seats and their
/// capabilities into `input`, and disconnects. Returns 0, or -1 when it cannot connect.
/// SDL 2.26 crashes opening a window on a compositor with no seat (its Wayland_InitMouse reads
/// the seat's input unchecked), so the app asks first.
int scrolllab_wayland_probe_input(const char *name, scrolllab_wayland_input *input);

#endif
