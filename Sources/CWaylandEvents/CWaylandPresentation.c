/* When the compositor really showed each frame (wp_presentation, stable presentation-time), on the
   event queue of CWaylandEvents.c, which binds the global and hands over SDL's window surface. */
#include "CWaylandEvents.h"
#include <SDL2/SDL.h>
#include <stdint.h>
#include <string.h>
#include <time.h>

#if defined(SDL_VIDEO_DRIVER_WAYLAND)
#include <wayland-client.h>
/* wayland-scanner's client header and code from wayland-protocols' presentation-time.xml
   (MIT, © 2013–2014 Collabora); .ci/run checks they still match. */
#include "presentation-time-client-protocol.h"
#include "CWaylandInternal.h"

#define RESULTS 64

static struct {
    struct wp_presentation *presentation;
    /* SDL's window surface, wrapped so that its feedback objects come to the own queue. */
    struct wl_surface *surface;
    /* The presentation clock (Weston: the DRM backend's vblank clock, CLOCK_MONOTONIC; headless,
       CLOCK_MONOTONIC_RAW), known once its clock_id came. */
    clockid_t clock;
    int has_clock;
    /* When each frame asked about was shown, in nanoseconds, oldest first (0: not shown). */
    uint64_t results[RESULTS];
    unsigned head, tail;
} shown;

static uint64_t read_ns(clockid_t clock) {
    struct timespec now;
    clock_gettime(clock, &now);
    return (uint64_t)now.tv_sec * 1000000000u + (uint64_t)now.tv_nsec;
}

/* A time of the presentation clock on CLOCK_MONOTONIC, the clock input is stamped on: the two
   clocks' difference read now (they drift apart by parts per million, nothing over a frame). */
static uint64_t on_monotonic(uint64_t nanoseconds) {
    if (shown.clock == CLOCK_MONOTONIC) return nanoseconds;
    uint64_t clock = read_ns(shown.clock), monotonic = read_ns(CLOCK_MONOTONIC);
    return nanoseconds + monotonic - clock;
}

static void result(uint64_t nanoseconds) {
    if (shown.tail - shown.head == RESULTS) shown.head++;  /* full: the oldest is dropped */
    shown.results[shown.tail++ % RESULTS] = nanoseconds;
}

static void clock_id(void *data, struct wp_presentation *presentation, uint32_t clock) {
    (void)data; (void)presentation;
    shown.clock = (clockid_t)clock;
    shown.has_clock = 1;
}
static const struct wp_presentation_listener presentation_listener = { clock_id };

static void sync_output(void *data, struct wp_presentation_feedback *feedback, struct wl_output *output) {
    (void)data; (void)feedback; (void)output;
}
static void presented(void *data, struct wp_presentation_feedback *feedback, uint32_t sec_hi, uint32_t sec_lo,
                      uint32_t nsec, uint32_t refresh, uint32_t seq_hi, uint32_t seq_lo, uint32_t flags) {
    (void)data; (void)refresh; (void)seq_hi; (void)seq_lo; (void)flags;
    result(on_monotonic((((uint64_t)sec_hi << 32) | sec_lo) * 1000000000u + nsec));
    wp_presentation_feedback_destroy(feedback);
}
static void discarded(void *data, struct wp_presentation_feedback *feedback) {
    (void)data;
    result(0);
    wp_presentation_feedback_destroy(feedback);
}
static const struct wp_presentation_feedback_listener feedback_listener = { sync_output, presented, discarded };

void scrolllab_wl_bind_presentation(struct wl_registry *registry, uint32_t name) {
    if (shown.presentation) return;
    shown.presentation = wl_registry_bind(registry, name, &wp_presentation_interface, 1);
    wp_presentation_add_listener(shown.presentation, &presentation_listener, NULL);
}

void scrolllab_wl_track_surface(struct wl_surface *surface, struct wl_event_queue *queue) {
    shown.surface = wl_proxy_create_wrapper(surface);
    wl_proxy_set_queue((struct wl_proxy *)shown.surface, queue);
}

void scrolllab_wl_stop_presentation(void) {
    if (shown.presentation) wp_presentation_destroy(shown.presentation);
    if (shown.surface) wl_proxy_wrapper_destroy(shown.surface);
    memset(&shown, 0, sizeof shown);
}

int scrolllab_wl_request_presentation(void) {
    if (!shown.presentation || !shown.surface || !shown.has_clock) return 0;
    struct wp_presentation_feedback *feedback = wp_presentation_feedback(shown.presentation, shown.surface);
    wp_presentation_feedback_add_listener(feedback, &feedback_listener, NULL);
    return 1;
}

int scrolllab_wl_next_presentation(uint64_t *nanoseconds) {
    if (shown.head == shown.tail) scrolllab_wl_dispatch();
    if (shown.head == shown.tail) return 0;
    *nanoseconds = shown.results[shown.head++ % RESULTS];
    return 1;
}

#else
int scrolllab_wl_request_presentation(void) { return 0; }
int scrolllab_wl_next_presentation(uint64_t *nanoseconds) { (void)nanoseconds; return 0; }
#endif
