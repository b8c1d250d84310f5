#include "CX11Events.h"
#include <SDL2/SDL.h>
#include <SDL2/SDL_syswm.h>

uint32_t scrolllab_x11_pointer_time(const void *sdlEvent) {
#if defined(SDL_VIDEO_DRIVER_X11)
    const SDL_Event *event = sdlEvent;
    if (event->type != SDL_SYSWMEVENT || event->syswm.msg == NULL || event->syswm.msg->subsystem != SDL_SYSWM_X11) {
        return 0;
    }
    const XEvent *x = &event->syswm.msg->msg.x11.event;
    switch (x->type) {
    case MotionNotify: return (uint32_t)x->xmotion.time;
    case ButtonPress:
    case ButtonRelease: return (uint32_t)x->xbutton.time;
    default: return 0;
    }
#else
    (void)sdlEvent;
    return 0;
#endif
}
