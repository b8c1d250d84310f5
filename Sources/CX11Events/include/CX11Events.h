#ifndef SCROLLLAB_CX11EVENTS_H
#define SCROLLLAB_CX11EVENTS_H

#include <stdint.h>

/// The X server's timestamp, in milliseconds, of the pointer event (motion, button press or
/// release) that an SDL_SYSWMEVENT carries, or 0 when `sdlEvent` is not such an event.
/// `sdlEvent` points to an SDL_Event. Kept in its own C module so that X11's names (Font,
/// Window, Display, …) never reach Swift.
uint32_t scrolllab_x11_pointer_time(const void *sdlEvent);

#endif
