#include "CWaylandProbe.h"
#include <string.h>
#include <wayland-client.h>

static void seat_capabilities(void *data, struct wl_seat *seat, uint32_t capabilities) {
    (void)seat;
    scrolllab_wayland_input *input = data;
    if (capabilities & WL_SEAT_CAPABILITY_POINTER) input->pointer = 1;
    if (capabilities & WL_SEAT_CAPABILITY_KEYBOARD) input->keyboard = 1;
    if (capabilities & WL_SEAT_CAPABILITY_TOUCH) input->touch = 1;
}

static void seat_name(void *data, struct wl_seat *seat, const char *name) {
    (void)data; (void)seat; (void)name;
}

static const struct wl_seat_listener seat_listener = { seat_capabilities, seat_name };

enum { maximum_seats = 16 };

struct probe {
    scrolllab_wayland_input *input;
    struct wl_seat *seats[maximum_seats];
};

static void registry_global(void *data, struct wl_registry *registry, uint32_t id, const char *interface, uint32_t version) {
    struct probe *probe = data;
    if (strcmp(interface, wl_seat_interface.name) != 0) return;
    int index = probe->input->seats++;
    if (index >= maximum_seats) return;
    probe->seats[index] = wl_registry_bind(registry, id, &wl_seat_interface, version < 2 ? version : 2);
    if (probe->seats[index]) wl_seat_add_listener(probe->seats[index], &seat_listener, probe->input);
}

static void registry_global_remove(void *data, struct wl_registry *registry, uint32_t id) {
    (void)data; (void)registry; (void)id;
}

static const struct wl_registry_listener registry_listener = { registry_global, registry_global_remove };

int scrolllab_wayland_probe_input(const char *name, scrolllab_wayland_input *input) {
    memset(input, 0, sizeof *input);
    struct wl_display *display = wl_display_connect(name);
    if (!display) return -1;
    struct probe probe = { input, { 0 } };
    struct wl_registry *registry = wl_display_get_registry(display);
    wl_registry_add_listener(registry, &registry_listener, &probe);
    wl_display_roundtrip(display);  // the globals (seats bound here)
    wl_display_roundtrip(display);  // each seat's capabilities
    for (int i = 0; i < maximum_seats; i++) {
        if (probe.seats[i]) wl_seat_destroy(probe.seats[i]);
    }
    wl_registry_destroy(registry);
    wl_display_disconnect(display);
    return 0;
}
