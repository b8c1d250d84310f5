#include "CWaylandEvents.h"
#include "CEventRing.h"
#include <SDL2/SDL.h>
#include <SDL2/SDL_syswm.h>
#include <stdlib.h>
#include <string.h>

#if defined(SDL_VIDEO_DRIVER_WAYLAND)
#include <poll.h>
#include <unistd.h>
#include <wayland-client.h>
/* input-timestamps-unstable-v1 (microsecond input times): wayland-scanner's client header and code,
   generated from wayland-protocols' XML (MIT, © 2017 Collabora); .ci/run checks they still match. */
#include "input-timestamps-unstable-v1-client-protocol.h"
#include "CWaylandInternal.h"

#define MAX_SEATS 4
#define RING 4096

struct seat {
    struct wl_seat *seat;
    struct wl_touch *touch;
    struct wl_pointer *pointer;
    struct wl_keyboard *keyboard;
    /* zwp_input_timestamps_v1 of the touch and the pointer, and the nanoseconds each announced
       for its next timestamped event (0: none). */
    struct zwp_input_timestamps_v1 *touch_stamps, *pointer_stamps;
    uint64_t touch_ns, pointer_ns;
    /* The pointer frame being gathered. */
    scrolllab_wl_event axis;
    int has_axis;
};

static struct {
    struct wl_display *display;
    struct wl_event_queue *queue;
    struct wl_registry *registry;
    struct zwp_input_timestamps_manager_v1 *timestamps;
    struct seat seats[MAX_SEATS];
    int seat_count;
    scrolllab_wl_event ring[RING];
    scrolllab_ring pending;  /* the indices of `ring` */
} state;

static void record(scrolllab_wl_event event) {
    state.ring[scrolllab_ring_put(&state.pending, RING)] = event;
}

/* The nanoseconds announced for the event being handled, once: 0 when none was. */
static uint64_t take_ns(uint64_t *announced) {
    uint64_t ns = *announced;
    *announced = 0;
    return ns;
}
static void announce(uint64_t *announced, uint32_t sec_hi, uint32_t sec_lo, uint32_t nsec) {
    *announced = (((uint64_t)sec_hi << 32) | sec_lo) * 1000000000u + nsec;
}
static void touch_timestamp(void *data, struct zwp_input_timestamps_v1 *stamps, uint32_t hi, uint32_t lo, uint32_t nsec) {
    (void)stamps;
    announce(&((struct seat *)data)->touch_ns, hi, lo, nsec);
}
static void pointer_timestamp(void *data, struct zwp_input_timestamps_v1 *stamps, uint32_t hi, uint32_t lo, uint32_t nsec) {
    (void)stamps;
    announce(&((struct seat *)data)->pointer_ns, hi, lo, nsec);
}
static const struct zwp_input_timestamps_v1_listener touch_timestamp_listener = { touch_timestamp };
static const struct zwp_input_timestamps_v1_listener pointer_timestamp_listener = { pointer_timestamp };

static void touch_down(void *data, struct wl_touch *touch, uint32_t serial, uint32_t time, struct wl_surface *surface,
                       int32_t id, wl_fixed_t x, wl_fixed_t y) {
    (void)touch; (void)serial; (void)surface;
    record((scrolllab_wl_event){ .kind = SCROLLLAB_WL_TOUCH_DOWN, .time = time, .id = id,
                                 .nanoseconds = take_ns(&((struct seat *)data)->touch_ns),
                                 .x = wl_fixed_to_double(x), .y = wl_fixed_to_double(y), .source = -1 });
}
static void touch_up(void *data, struct wl_touch *touch, uint32_t serial, uint32_t time, int32_t id) {
    (void)touch; (void)serial;
    record((scrolllab_wl_event){ .kind = SCROLLLAB_WL_TOUCH_UP, .time = time, .id = id, .source = -1,
                                 .nanoseconds = take_ns(&((struct seat *)data)->touch_ns) });
}
static void touch_motion(void *data, struct wl_touch *touch, uint32_t time, int32_t id, wl_fixed_t x, wl_fixed_t y) {
    (void)touch;
    record((scrolllab_wl_event){ .kind = SCROLLLAB_WL_TOUCH_MOTION, .time = time, .id = id,
                                 .nanoseconds = take_ns(&((struct seat *)data)->touch_ns),
                                 .x = wl_fixed_to_double(x), .y = wl_fixed_to_double(y), .source = -1 });
}
static void touch_frame(void *data, struct wl_touch *touch) { (void)data; (void)touch; }
static void touch_cancel(void *data, struct wl_touch *touch) { (void)data; (void)touch; }
static void touch_shape(void *data, struct wl_touch *touch, int32_t id, wl_fixed_t major, wl_fixed_t minor) {
    (void)data; (void)touch; (void)id; (void)major; (void)minor;
}
static void touch_orientation(void *data, struct wl_touch *touch, int32_t id, wl_fixed_t orientation) {
    (void)data; (void)touch; (void)id; (void)orientation;
}
static const struct wl_touch_listener touch_listener = {
    touch_down, touch_up, touch_motion, touch_frame, touch_cancel, touch_shape, touch_orientation,
};

static void pointer_enter(void *data, struct wl_pointer *pointer, uint32_t serial, struct wl_surface *surface,
                          wl_fixed_t x, wl_fixed_t y) {
    (void)data; (void)pointer; (void)serial; (void)surface; (void)x; (void)y;
}
static void pointer_leave(void *data, struct wl_pointer *pointer, uint32_t serial, struct wl_surface *surface) {
    (void)data; (void)pointer; (void)serial; (void)surface;
}
static void pointer_motion(void *data, struct wl_pointer *pointer, uint32_t time, wl_fixed_t x, wl_fixed_t y) {
    (void)pointer;
    record((scrolllab_wl_event){ .kind = SCROLLLAB_WL_POINTER_MOTION, .time = time,
                                 .nanoseconds = take_ns(&((struct seat *)data)->pointer_ns),
                                 .x = wl_fixed_to_double(x), .y = wl_fixed_to_double(y), .source = -1 });
}
static void pointer_button(void *data, struct wl_pointer *pointer, uint32_t serial, uint32_t time, uint32_t button,
                           uint32_t state_) {
    (void)pointer; (void)serial;
    record((scrolllab_wl_event){ .kind = SCROLLLAB_WL_POINTER_BUTTON, .time = time, .id = (int32_t)button,
                                 .nanoseconds = take_ns(&((struct seat *)data)->pointer_ns),
                                 .x = state_, .source = -1 });
}
/* An axis event of the frame being gathered: the frame's time is its first one's. */
static void begin_axis(struct seat *seat, uint32_t time) {
    uint64_t ns = take_ns(&seat->pointer_ns);
    if (seat->has_axis) return;
    seat->has_axis = 1;
    int32_t source = seat->axis.source;
    seat->axis = (scrolllab_wl_event){ .kind = SCROLLLAB_WL_POINTER_AXIS, .time = time, .source = source, .nanoseconds = ns };
}
static void pointer_axis(void *data, struct wl_pointer *pointer, uint32_t time, uint32_t axis, wl_fixed_t value) {
    (void)pointer;
    struct seat *seat = data;
    begin_axis(seat, time);
    if (axis == WL_POINTER_AXIS_HORIZONTAL_SCROLL) seat->axis.x += wl_fixed_to_double(value);
    else seat->axis.y += wl_fixed_to_double(value);
}
static void pointer_frame(void *data, struct wl_pointer *pointer) {
    (void)pointer;
    struct seat *seat = data;
    if (seat->has_axis) record(seat->axis);
    seat->has_axis = 0;
    seat->axis.source = -1;
}
static void pointer_axis_source(void *data, struct wl_pointer *pointer, uint32_t source) {
    (void)pointer;
    struct seat *seat = data;
    seat->axis.source = (int32_t)source;
}
static void pointer_axis_stop(void *data, struct wl_pointer *pointer, uint32_t time, uint32_t axis) {
    (void)pointer; (void)axis;
    struct seat *seat = data;
    begin_axis(seat, time);
    seat->axis.stopped = 1;
}
static void pointer_axis_discrete(void *data, struct wl_pointer *pointer, uint32_t axis, int32_t discrete) {
    (void)data; (void)pointer; (void)axis; (void)discrete;
}
static const struct wl_pointer_listener pointer_listener = {
    pointer_enter, pointer_leave, pointer_motion, pointer_button, pointer_axis,
    pointer_frame, pointer_axis_source, pointer_axis_stop, pointer_axis_discrete,
};

/* The keyboard's keys, for their times (SDL 2 gives a key only the time it read it). */
static void keyboard_keymap(void *data, struct wl_keyboard *keyboard, uint32_t format, int32_t fd, uint32_t size) {
    (void)data; (void)keyboard; (void)format; (void)size;
    close(fd);
}
static void keyboard_enter(void *data, struct wl_keyboard *keyboard, uint32_t serial, struct wl_surface *surface,
                           struct wl_array *keys) {
    (void)data; (void)keyboard; (void)serial; (void)surface; (void)keys;
}
static void keyboard_leave(void *data, struct wl_keyboard *keyboard, uint32_t serial, struct wl_surface *surface) {
    (void)data; (void)keyboard; (void)serial; (void)surface;
}
static void keyboard_key(void *data, struct wl_keyboard *keyboard, uint32_t serial, uint32_t time, uint32_t key,
                         uint32_t state_) {
    (void)data; (void)keyboard; (void)serial;
    record((scrolllab_wl_event){ .kind = SCROLLLAB_WL_KEY, .time = time, .id = (int32_t)key, .x = state_, .source = -1 });
}
static void keyboard_modifiers(void *data, struct wl_keyboard *keyboard, uint32_t serial, uint32_t depressed,
                               uint32_t latched, uint32_t locked, uint32_t group) {
    (void)data; (void)keyboard; (void)serial; (void)depressed; (void)latched; (void)locked; (void)group;
}
static void keyboard_repeat_info(void *data, struct wl_keyboard *keyboard, int32_t rate, int32_t delay) {
    (void)data; (void)keyboard; (void)rate; (void)delay;
}
static const struct wl_keyboard_listener keyboard_listener = {
    keyboard_keymap, keyboard_enter, keyboard_leave, keyboard_key, keyboard_modifiers, keyboard_repeat_info,
};

static void seat_capabilities(void *data, struct wl_seat *wl_seat, uint32_t capabilities) {
    struct seat *seat = data;
    if ((capabilities & WL_SEAT_CAPABILITY_TOUCH) && !seat->touch) {
        seat->touch = wl_seat_get_touch(wl_seat);
        wl_touch_add_listener(seat->touch, &touch_listener, seat);
        if (state.timestamps) {
            seat->touch_stamps = zwp_input_timestamps_manager_v1_get_touch_timestamps(state.timestamps, seat->touch);
            zwp_input_timestamps_v1_add_listener(seat->touch_stamps, &touch_timestamp_listener, seat);
        }
    }
    if ((capabilities & WL_SEAT_CAPABILITY_POINTER) && !seat->pointer) {
        seat->pointer = wl_seat_get_pointer(wl_seat);
        wl_pointer_add_listener(seat->pointer, &pointer_listener, seat);
        if (state.timestamps) {
            seat->pointer_stamps = zwp_input_timestamps_manager_v1_get_pointer_timestamps(state.timestamps, seat->pointer);
            zwp_input_timestamps_v1_add_listener(seat->pointer_stamps, &pointer_timestamp_listener, seat);
        }
    }
    if ((capabilities & WL_SEAT_CAPABILITY_KEYBOARD) && !seat->keyboard) {
        seat->keyboard = wl_seat_get_keyboard(wl_seat);
        wl_keyboard_add_listener(seat->keyboard, &keyboard_listener, seat);
    }
}
static void seat_name(void *data, struct wl_seat *seat, const char *name) { (void)data; (void)seat; (void)name; }
static const struct wl_seat_listener seat_listener = { seat_capabilities, seat_name };

static void global(void *data, struct wl_registry *registry, uint32_t name, const char *interface, uint32_t version) {
    (void)data;
    if (strcmp(interface, "wp_presentation") == 0) {
        scrolllab_wl_bind_presentation(registry, name);
        return;
    }
    if (strcmp(interface, zwp_input_timestamps_manager_v1_interface.name) == 0 && !state.timestamps) {
        state.timestamps = wl_registry_bind(registry, name, &zwp_input_timestamps_manager_v1_interface, 1);
        return;
    }
    if (strcmp(interface, "wl_seat") != 0 || state.seat_count == MAX_SEATS) return;
    /* Version 5 brings pointer frames, axis_source and axis_stop; 7 is what SDL 2.26 knows. */
    uint32_t bound = version < 7 ? version : 7;
    struct seat *seat = &state.seats[state.seat_count++];
    memset(seat, 0, sizeof *seat);
    seat->axis.source = -1;
    seat->seat = wl_registry_bind(registry, name, &wl_seat_interface, bound);
    wl_seat_add_listener(seat->seat, &seat_listener, seat);
}
static void global_remove(void *data, struct wl_registry *registry, uint32_t name) {
    (void)data; (void)registry; (void)name;
}
static const struct wl_registry_listener registry_listener = { global, global_remove };

int scrolllab_wl_start(void *sdlWindow) {
    SDL_SysWMinfo info;
    SDL_VERSION(&info.version);
    if (state.display || !SDL_GetWindowWMInfo(sdlWindow, &info) || info.subsystem != SDL_SYSWM_WAYLAND) return 0;
    state.display = info.info.wl.display;
    state.queue = wl_display_create_queue(state.display);
    struct wl_display *wrapper = wl_proxy_create_wrapper(state.display);
    wl_proxy_set_queue((struct wl_proxy *)wrapper, state.queue);
    state.registry = wl_display_get_registry(wrapper);
    wl_proxy_wrapper_destroy(wrapper);
    wl_registry_add_listener(state.registry, &registry_listener, NULL);
    scrolllab_wl_track_surface(info.info.wl.surface, state.queue);
    /* Two round trips on the own queue: the globals (the timestamps manager among them), then
       each seat's capabilities, whose touch and pointer then get their timestamps. */
    wl_display_roundtrip_queue(state.display, state.queue);
    wl_display_roundtrip_queue(state.display, state.queue);
    return state.seat_count > 0;
}

void scrolllab_wl_dispatch(void) {
    if (state.display) wl_display_dispatch_queue_pending(state.display, state.queue);
}

int scrolllab_wl_next(scrolllab_wl_event *event) {
    if (!state.display) return 0;
    if (scrolllab_ring_is_empty(&state.pending)) wl_display_dispatch_queue_pending(state.display, state.queue);
    int slot = scrolllab_ring_take(&state.pending, RING);
    if (slot < 0) return 0;
    *event = state.ring[slot];
    return 1;
}

int scrolllab_wl_read_arrived(void) {
    if (!state.display) return 0;
    while (wl_display_prepare_read_queue(state.display, state.queue) != 0) {
        if (wl_display_dispatch_queue_pending(state.display, state.queue) < 0) return 0;
    }
    struct pollfd socket = { .fd = wl_display_get_fd(state.display), .events = POLLIN };
    if (poll(&socket, 1, 0) <= 0) {
        wl_display_cancel_read(state.display);
        return 0;
    }
    if (wl_display_read_events(state.display) < 0) return 0;
    return wl_display_dispatch_queue_pending(state.display, state.queue) > 0;
}

int scrolllab_wl_has_precise_times(void) {
    return state.timestamps != NULL;
}

int scrolllab_wl_pointer_version(void) {
    int version = 0;
    for (int i = 0; i < state.seat_count; i++) {
        int bound = state.seats[i].pointer ? (int)wl_pointer_get_version(state.seats[i].pointer) : 0;
        if (bound > version) version = bound;
    }
    return version;
}

void scrolllab_wl_stop(void) {
    if (!state.display) return;
    for (int i = 0; i < state.seat_count; i++) {
        if (state.seats[i].touch_stamps) zwp_input_timestamps_v1_destroy(state.seats[i].touch_stamps);
        if (state.seats[i].pointer_stamps) zwp_input_timestamps_v1_destroy(state.seats[i].pointer_stamps);
        if (state.seats[i].touch) wl_touch_destroy(state.seats[i].touch);
        if (state.seats[i].pointer) wl_pointer_destroy(state.seats[i].pointer);
        if (state.seats[i].keyboard) wl_keyboard_destroy(state.seats[i].keyboard);
        wl_seat_destroy(state.seats[i].seat);
    }
    if (state.timestamps) zwp_input_timestamps_manager_v1_destroy(state.timestamps);
    scrolllab_wl_stop_presentation();
    wl_registry_destroy(state.registry);
    wl_event_queue_destroy(state.queue);
    memset(&state, 0, sizeof state);
}

#else
int scrolllab_wl_start(void *sdlWindow) { (void)sdlWindow; return 0; }
int scrolllab_wl_next(scrolllab_wl_event *event) { (void)event; return 0; }
int scrolllab_wl_read_arrived(void) { return 0; }
int scrolllab_wl_has_precise_times(void) { return 0; }
int scrolllab_wl_pointer_version(void) { return 0; }
void scrolllab_wl_stop(void) {}
#endif
