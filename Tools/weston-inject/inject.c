/*
 * scrolllab-inject: a Weston 10 module that plays input into the app's window as a real device
 * would. It adds a seat "scrolllab" with a touch screen, a pointer and a keyboard, waits for the
 * first desktop (xdg toplevel) window to map, then plays the events of SCROLLLAB_INJECT_EVENTS at
 * their times (event-loop timers), stamping each with its scheduled time on the compositor's
 * clock, as a kernel stamps an input event when the hardware reports it. Coordinates are window
 * points, mapped through the window's view (desktop-shell places windows anywhere).
 *
 * The events file is what Tools/weston-play writes from a ScrollLab trace, one event a line:
 *   MICROSECONDS touch down|motion ID X Y | touch up ID | touch frame | touch cancel
 *   MICROSECONDS motion X Y | button CODE 1|0 | source WL_POINTER_AXIS_SOURCE
 *   MICROSECONDS axis AXIS VALUE DISCRETE | frame | key CODE 1|0 | close
 *   MICROSECONDS freeze MILLISECONDS: the compositor stops (as under SIGSTOP: no input read, no
 *     frame callbacks) for that long; the events due meanwhile then come in one burst, each with
 *     its own scheduled time, as libinput delivers a stalled compositor's queued kernel events.
 * Times count from the moment the window is mapped plus SCROLLLAB_INJECT_DELAY_MS (default 600).
 * When SCROLLLAB_INJECT_STATUS is set, "mapped X Y" and then "done" are appended to that file;
 * SCROLLLAB_INJECT_DEBUG logs each timer wake-up to the Weston log.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <wayland-server.h>
#include <libweston/libweston.h>
#include <libweston-desktop/libweston-desktop.h>

/*
 * Weston 10.0.1 exports these from libweston-10.so, but declares them in libweston/backend.h and
 * libweston-internal.h, which Debian's libweston-10-dev does not install. The prototypes below are
 * copied from those headers of 10.0.1 (they changed in Weston 11: coordinates became structs), so
 * this module builds against 10.x only.
 */
void weston_seat_init(struct weston_seat *seat, struct weston_compositor *ec, const char *seat_name);
int weston_seat_init_pointer(struct weston_seat *seat);
int weston_seat_init_keyboard(struct weston_seat *seat, struct xkb_keymap *keymap);
int weston_seat_init_touch(struct weston_seat *seat);
struct weston_touch_device *weston_touch_create_touch_device(struct weston_touch *touch, const char *syspath,
                                                             void *backend_data, const struct weston_touch_device_ops *ops);
void notify_motion_absolute(struct weston_seat *seat, const struct timespec *time, double x, double y);
void notify_button(struct weston_seat *seat, const struct timespec *time, int32_t button, enum wl_pointer_button_state state);
void notify_axis(struct weston_seat *seat, const struct timespec *time, struct weston_pointer_axis_event *event);
void notify_axis_source(struct weston_seat *seat, uint32_t source);
void notify_pointer_frame(struct weston_seat *seat);
void notify_key(struct weston_seat *seat, const struct timespec *time, uint32_t key,
                enum wl_keyboard_key_state state, enum weston_key_state_update update_state);
void notify_touch_normalized(struct weston_touch_device *device, const struct timespec *time, int touch_id,
                             double x, double y, const struct weston_point2d_device_normalized *norm, int touch_type);
void notify_touch_frame(struct weston_touch_device *device);
void notify_touch_cancel(struct weston_touch_device *device);

struct event {
    long long micros;
    char kind[16], arg[16];
    double a, b, c;
};

struct injector {
    struct weston_compositor *compositor;
    struct weston_seat seat;
    struct weston_touch_device *touch;
    struct wl_event_source *timer;
    struct event *events;
    size_t count, next;
    struct weston_view *view;
    struct timespec start;
    int delay_ms;
    const char *status_path;
};

static void status(struct injector *in, const char *format, double x, double y) {
    if (!in->status_path) return;
    FILE *file = fopen(in->status_path, "a");
    if (!file) return;
    fprintf(file, format, x, y);
    fclose(file);
}

static long long micros_since(const struct timespec *from, const struct timespec *to) {
    return (long long)(to->tv_sec - from->tv_sec) * 1000000LL + (to->tv_nsec - from->tv_nsec) / 1000;
}

/* The first mapped view of an xdg toplevel: the app's window. */
static struct weston_view *find_window(struct weston_compositor *compositor) {
    struct weston_view *view;
    wl_list_for_each(view, &compositor->view_list, link) {
        if (weston_surface_is_desktop_surface(view->surface) && weston_view_is_mapped(view)
            && view->surface->width > 0)
            return view;
    }
    return NULL;
}

static void play(struct injector *in, const struct event *e, const struct timespec *when) {
    float gx = 0, gy = 0;
    if (!strcmp(e->kind, "touch") || !strcmp(e->kind, "motion")) {
        double x = !strcmp(e->kind, "touch") ? e->b : e->a, y = !strcmp(e->kind, "touch") ? e->c : e->b;
        weston_view_to_global_float(in->view, (float)x, (float)y, &gx, &gy);
    }
    if (!strcmp(e->kind, "touch")) {
        if (!strcmp(e->arg, "down")) notify_touch_normalized(in->touch, when, (int)e->a, gx, gy, NULL, WL_TOUCH_DOWN);
        else if (!strcmp(e->arg, "motion")) notify_touch_normalized(in->touch, when, (int)e->a, gx, gy, NULL, WL_TOUCH_MOTION);
        else if (!strcmp(e->arg, "up")) notify_touch_normalized(in->touch, when, (int)e->a, 0, 0, NULL, WL_TOUCH_UP);
        else if (!strcmp(e->arg, "frame")) notify_touch_frame(in->touch);
        else if (!strcmp(e->arg, "cancel")) notify_touch_cancel(in->touch);
    } else if (!strcmp(e->kind, "motion")) {
        notify_motion_absolute(&in->seat, when, gx, gy);
    } else if (!strcmp(e->kind, "button")) {
        notify_button(&in->seat, when, (int32_t)e->a, e->b != 0 ? WL_POINTER_BUTTON_STATE_PRESSED : WL_POINTER_BUTTON_STATE_RELEASED);
    } else if (!strcmp(e->kind, "source")) {
        notify_axis_source(&in->seat, (uint32_t)e->a);
    } else if (!strcmp(e->kind, "axis")) {
        /* A value of 0 is sent as wl_pointer.axis_stop: the fingers left the trackpad. */
        struct weston_pointer_axis_event axis = {
            .axis = (uint32_t)e->a, .value = e->b, .has_discrete = e->c != 0, .discrete = (int32_t)e->c,
        };
        notify_axis(&in->seat, when, &axis);
    } else if (!strcmp(e->kind, "frame")) {
        notify_pointer_frame(&in->seat);
    } else if (!strcmp(e->kind, "key")) {
        notify_key(&in->seat, when, (uint32_t)e->a, e->b != 0 ? WL_KEYBOARD_KEY_STATE_PRESSED : WL_KEYBOARD_KEY_STATE_RELEASED,
                   STATE_UPDATE_AUTOMATIC);
    } else if (!strcmp(e->kind, "close")) {
        weston_desktop_surface_close(weston_surface_get_desktop_surface(in->view->surface));
    }
}

static int on_timer(void *data) {
    struct injector *in = data;
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);  /* libinput stamps input on this clock */
    if (!in->view) {
        in->view = find_window(in->compositor);
        if (!in->view) {
            wl_event_source_timer_update(in->timer, 10);
            return 0;
        }
        float x = 0, y = 0;
        weston_view_to_global_float(in->view, 0, 0, &x, &y);
        status(in, "mapped %.0f %.0f\n", x, y);
        in->start = now;
        in->start.tv_sec += in->delay_ms / 1000;
        in->start.tv_nsec += (in->delay_ms % 1000) * 1000000L;
        if (in->start.tv_nsec >= 1000000000L) { in->start.tv_sec += 1; in->start.tv_nsec -= 1000000000L; }
    }
    long long elapsed = micros_since(&in->start, &now);
    if (getenv("SCROLLLAB_INJECT_DEBUG")) weston_log("scrolllab-inject: timer at %lld us, next %zu\n", elapsed, in->next);
    while (in->next < in->count && in->events[in->next].micros <= elapsed) {
        const struct event *e = &in->events[in->next++];
        if (!strcmp(e->kind, "freeze")) {
            struct timespec pause = { (time_t)(e->a / 1000), (long)((long long)e->a % 1000) * 1000000L };
            while (nanosleep(&pause, &pause) == -1 && errno == EINTR) {}  /* signals do not end it */
            wl_event_source_timer_update(in->timer, 1);  /* then the burst, on the clock read anew */
            return 0;
        }
        struct timespec when = in->start;
        when.tv_sec += e->micros / 1000000LL;
        when.tv_nsec += (e->micros % 1000000LL) * 1000L;
        if (when.tv_nsec >= 1000000000L) { when.tv_sec += 1; when.tv_nsec -= 1000000000L; }
        play(in, e, &when);
    }
    if (in->next < in->count) {
        long long wait = (in->events[in->next].micros - elapsed + 999) / 1000;
        wl_event_source_timer_update(in->timer, wait < 1 ? 1 : (int)wait);
    } else {
        status(in, "done\n", 0, 0);
    }
    return 0;
}

static int read_events(struct injector *in, const char *path) {
    FILE *file = fopen(path, "r");
    if (!file) {
        weston_log("scrolllab-inject: cannot open %s: %s\n", path, strerror(errno));
        return -1;
    }
    char line[256];
    size_t capacity = 0;
    int number = 0;
    while (fgets(line, sizeof line, file)) {
        number++;
        if (line[0] == '#' || line[0] == '\n') continue;
        if (in->count == capacity) {
            capacity = capacity ? capacity * 2 : 256;
            in->events = realloc(in->events, capacity * sizeof *in->events);
        }
        struct event *e = &in->events[in->count];
        memset(e, 0, sizeof *e);
        int fields = sscanf(line, "%lld %15s", &e->micros, e->kind);
        if (fields == 2 && !strcmp(e->kind, "touch")) fields = sscanf(line, "%*d %*s %15s %lf %lf %lf", e->arg, &e->a, &e->b, &e->c) + 2;
        else if (fields == 2) sscanf(line, "%*d %*s %lf %lf %lf", &e->a, &e->b, &e->c);
        if (fields < 2) {
            weston_log("scrolllab-inject: %s:%d: expected MICROSECONDS KIND ARGUMENTS\n", path, number);
            fclose(file);
            return -1;
        }
        in->count++;
    }
    fclose(file);
    return 0;
}

WL_EXPORT int wet_module_init(struct weston_compositor *compositor, int *argc, char *argv[]) {
    (void)argc; (void)argv;
    const char *path = getenv("SCROLLLAB_INJECT_EVENTS");
    if (!path) {
        weston_log("scrolllab-inject: set SCROLLLAB_INJECT_EVENTS to the events file\n");
        return -1;
    }
    struct injector *in = calloc(1, sizeof *in);
    in->compositor = compositor;
    in->status_path = getenv("SCROLLLAB_INJECT_STATUS");
    in->delay_ms = getenv("SCROLLLAB_INJECT_DELAY_MS") ? atoi(getenv("SCROLLLAB_INJECT_DELAY_MS")) : 600;
    if (read_events(in, path) != 0) return -1;
    weston_seat_init(&in->seat, compositor, "scrolllab");
    weston_seat_init_pointer(&in->seat);
    weston_seat_init_keyboard(&in->seat, NULL);
    weston_seat_init_touch(&in->seat);
    in->touch = weston_touch_create_touch_device(weston_seat_get_touch(&in->seat), "/scrolllab/touch", NULL, NULL);
    in->timer = wl_event_loop_add_timer(wl_display_get_event_loop(compositor->wl_display), on_timer, in);
    wl_event_source_timer_update(in->timer, 10);
    weston_log("scrolllab-inject: %zu events from %s\n", in->count, path);
    return 0;
}
