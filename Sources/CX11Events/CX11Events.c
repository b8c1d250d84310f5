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

int scrolllab_x11_window_size(void *sdlWindow, int *width, int *height) {
#if defined(SDL_VIDEO_DRIVER_X11)
    SDL_SysWMinfo info;
    SDL_VERSION(&info.version);
    if (!SDL_GetWindowWMInfo((SDL_Window *)sdlWindow, &info) || info.subsystem != SDL_SYSWM_X11) {
        return -1;
    }
    XWindowAttributes attributes;
    if (!XGetWindowAttributes(info.info.x11.display, info.info.x11.window, &attributes)) {
        return -1;
    }
    *width = attributes.width;
    *height = attributes.height;
    return 0;
#else
    (void)sdlWindow; (void)width; (void)height;
    return -1;
#endif
}
