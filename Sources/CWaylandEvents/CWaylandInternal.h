#ifndef SCROLLLAB_CWAYLANDINTERNAL_H
#define SCROLLLAB_CWAYLANDINTERNAL_H
/* Between CWaylandEvents.c and CWaylandPresentation.c; not part of the module's interface. */
#include <wayland-client.h>

/* Binds the compositor's wp_presentation global `name` (on the own queue, as the registry is). */
void scrolllab_wl_bind_presentation(struct wl_registry *registry, uint32_t name);
/* Asks for feedback on SDL's window surface `surface`, on `queue`. */
void scrolllab_wl_track_surface(struct wl_surface *surface, struct wl_event_queue *queue);
/* Releases what the two above bound. */
void scrolllab_wl_stop_presentation(void);
/* Dispatches what has been read for the own queue. */
void scrolllab_wl_dispatch(void);

#endif
