#ifndef SCROLLLAB_CX11EVENTS_H
#define SCROLLLAB_CX11EVENTS_H

#include <stdint.h>

/// The X server's timestamp, in milliseconds, of the pointer event (motion, button press or
/// release) that an SDL_SYSWMEVENT carries, or 0 when `sdlEvent` is not such an event.
/// `sdlEvent` points to an SDL_Event. Kept in its own C module so that X11's names (Font,
/// Window, Display, …) never reach Swift.
uint32_t scrolllab_x11_pointer_time(const void *sdlEvent);

/// The size the X server gives `sdlWindow` (an SDL_Window *), in pixels, into `width` and
/// `height`; returns 0 on success, -1 when the window is not on X11. SDL keeps the size it asked
/// for, which is not the window's size when no window manager carries out full screen.
int scrolllab_x11_window_size(void *sdlWindow, int *width, int *height);

/// The X server's XI2 touch devices (slave devices with a touch class), one line each into
/// `buffer` (`size` bytes, NUL-terminated): "1\tNAME" for a touchscreen (XIDirectTouch), "0\tNAME"
/// for a touchpad (XIDependentTouch). Opens its own connection to $DISPLAY. Returns how many, or
/// -1 when there is no X display or it has no XInput 2.2 (which SDL 2's touch needs).
int scrolllab_x11_touch_devices(char *buffer, int size);

#include "CX11Input.h"  // XI2 touch and scroll events behind SDL's

#endif
