// The X server's XI2 touch and scroll events behind SDL's, read in an SDL event watcher.
// SDL 2.26 sends an XI2 event's SYSWM message after the SDL events it made of it, and frees the
// event's data once the message is queued: a watcher sees the message while the data is alive.
#include "CX11Input.h"
#include "CEventRing.h"
#include <SDL2/SDL.h>
#include <SDL2/SDL_syswm.h>
#include <string.h>

#if defined(SDL_VIDEO_DRIVER_X11)
#include <X11/Xlib.h>
#include <X11/extensions/XInput2.h>

#define RING 4096
#define MAX_DEVICES 32

/// What a slave device's scroll valuators are; `known` is 0 until asked.
struct device {
    int id, known, is_touchpad;
    int vertical, horizontal;  /* valuator numbers, -1 if none */
    double vertical_increment, horizontal_increment;
};

static struct {
    int active;
    Display *display;
    Window window;
    int opcode;
    Atom touchpad_properties[2];
    struct device devices[MAX_DEVICES];
    int device_count;
    scrolllab_x11_record ring[RING];
    scrolllab_ring pending;  /* the indices of `ring` */
} state;

static void record(scrolllab_x11_record r) {
    state.ring[scrolllab_ring_put(&state.pending, RING)] = r;
}

/// True when the device has a property only touchpads have (libinput's tapping, synaptics').
static int has_touchpad_property(int id) {
    int count = 0, found = 0;
    Atom *properties = XIListProperties(state.display, id, &count);
    for (int i = 0; i < count && !found; i++) {
        found = properties[i] != None
            && (properties[i] == state.touchpad_properties[0] || properties[i] == state.touchpad_properties[1]);
    }
    if (properties) XFree(properties);
    return found;
}

/// The device's scroll valuators, asked of the server once (again after a hierarchy change).
static struct device *device_info(int id) {
    for (int i = 0; i < state.device_count; i++) {
        if (state.devices[i].id == id) return &state.devices[i];
    }
    if (state.device_count == MAX_DEVICES) state.device_count = 0;
    struct device *device = &state.devices[state.device_count++];
    *device = (struct device){ .id = id, .known = 1, .vertical = -1, .horizontal = -1 };
    int count = 0;
    XIDeviceInfo *info = XIQueryDevice(state.display, id, &count);
    for (int c = 0; info && c < info->num_classes; c++) {
        const XIScrollClassInfo *scroll = (const XIScrollClassInfo *)info->classes[c];
        if (scroll->type != XIScrollClass || scroll->increment == 0) continue;
        if (scroll->scroll_type == XIScrollTypeVertical) {
            device->vertical = scroll->number;
            device->vertical_increment = scroll->increment;
        } else {
            device->horizontal = scroll->number;
            device->horizontal_increment = scroll->increment;
        }
    }
    if (info) XIFreeDeviceInfo(info);
    device->is_touchpad = has_touchpad_property(id);
    return device;
}

/// The value of valuator `number` in `valuators`, into `value`; 0 when the event does not carry it.
static int valuator(const XIValuatorState *valuators, int number, double *value) {
    if (number < 0 || number >= valuators->mask_len * 8 || !XIMaskIsSet(valuators->mask, number)) return 0;
    int index = 0;
    for (int i = 0; i < number; i++) index += XIMaskIsSet(valuators->mask, i) ? 1 : 0;
    *value = valuators->values[index];
    return 1;
}

static void record_scroll(const XIDeviceEvent *event) {
    if (event->event != state.window || (event->flags & XIPointerEmulated)) return;
    const struct device *device = device_info(event->sourceid);
    scrolllab_x11_record r = { .kind = SCROLLLAB_X11_SCROLL, .time = (uint32_t)event->time, .device = event->sourceid,
                               .x = event->event_x, .y = event->event_y, .is_touchpad = device->is_touchpad,
                               .vertical_increment = device->vertical_increment,
                               .horizontal_increment = device->horizontal_increment };
    r.has_vertical = valuator(&event->valuators, device->vertical, &r.vertical);
    r.has_horizontal = valuator(&event->valuators, device->horizontal, &r.horizontal);
    if (r.has_vertical || r.has_horizontal) record(r);
}

static void record_generic(XGenericEventCookie *cookie) {
    if (cookie->extension != state.opcode || cookie->data == NULL) return;
    const XIDeviceEvent *event = cookie->data;
    switch (cookie->evtype) {
    case XI_TouchBegin:
    case XI_TouchUpdate:
    case XI_TouchEnd:
        record((scrolllab_x11_record){ .kind = SCROLLLAB_X11_TOUCH, .time = (uint32_t)event->time,
                                       .phase = cookie->evtype == XI_TouchBegin ? 0 : cookie->evtype == XI_TouchUpdate ? 1 : 2,
                                       .device = event->sourceid, .id = event->detail, .x = event->event_x, .y = event->event_y });
        break;
    case XI_Motion:
        record_scroll(event);
        break;
    case XI_HierarchyChanged:
        state.device_count = 0;  /* devices came or went: ask again */
        break;
    default:
        break;
    }
}

static void record_x(XEvent *x) {
    switch (x->type) {
    case GenericEvent:
        record_generic(&x->xcookie);
        break;
    case ButtonPress:
        if (x->xbutton.button >= 4 && x->xbutton.button <= 7) {
            record((scrolllab_x11_record){ .kind = SCROLLLAB_X11_WHEEL_BUTTON, .time = (uint32_t)x->xbutton.time,
                                           .id = x->xbutton.button });
        }
        break;
    case EnterNotify:
    case LeaveNotify:
        if (x->xcrossing.window == state.window) record((scrolllab_x11_record){ .kind = SCROLLLAB_X11_CROSSING });
        break;
    default:
        break;
    }
}

static int SDLCALL watch(void *userdata, SDL_Event *event) {
    (void)userdata;
    switch (event->type) {
    case SDL_FINGERDOWN:
    case SDL_FINGERMOTION:
    case SDL_FINGERUP:
        record((scrolllab_x11_record){ .kind = SCROLLLAB_X11_SDL_FINGER,
                                       .phase = event->type == SDL_FINGERDOWN ? 0 : event->type == SDL_FINGERMOTION ? 1 : 2,
                                       .device = event->tfinger.touchId, .id = event->tfinger.fingerId,
                                       .x = event->tfinger.x, .y = event->tfinger.y });
        break;
    case SDL_MOUSEWHEEL:
        record((scrolllab_x11_record){ .kind = SCROLLLAB_X11_SDL_WHEEL });
        break;
    case SDL_SYSWMEVENT:
        if (event->syswm.msg && event->syswm.msg->subsystem == SDL_SYSWM_X11) record_x(&event->syswm.msg->msg.x11.event);
        break;
    default:
        break;
    }
    return 0;
}

int scrolllab_x11_start(void *sdlWindow) {
    SDL_SysWMinfo info;
    SDL_VERSION(&info.version);
    if (state.active || !SDL_GetWindowWMInfo(sdlWindow, &info) || info.subsystem != SDL_SYSWM_X11) return 0;
    int event, error, major = 2, minor = 2;
    Display *display = info.info.x11.display;
    if (!XQueryExtension(display, "XInputExtension", &state.opcode, &event, &error)) return 0;
    /* SDL asked for 2.2 on this connection already; the answer is the version both speak. */
    if (XIQueryVersion(display, &major, &minor) != Success || major * 1000 + minor < 2002) return 0;
    state.display = display;
    state.window = info.info.x11.window;
    state.touchpad_properties[0] = XInternAtom(display, "libinput Tapping Enabled", False);
    state.touchpad_properties[1] = XInternAtom(display, "Synaptics Off", False);
    state.active = 1;
    SDL_AddEventWatch(watch, NULL);
    return 1;
}

int scrolllab_x11_next(scrolllab_x11_record *r) {
    int slot = scrolllab_ring_take(&state.pending, RING);
    if (slot < 0) return 0;
    *r = state.ring[slot];
    return 1;
}

void scrolllab_x11_stop(void) {
    if (!state.active) return;
    SDL_DelEventWatch(watch, NULL);
    memset(&state, 0, sizeof state);
}

#else
int scrolllab_x11_start(void *sdlWindow) { (void)sdlWindow; return 0; }
int scrolllab_x11_next(scrolllab_x11_record *record) { (void)record; return 0; }
void scrolllab_x11_stop(void) {}
#endif
