// The X server's XI2 touch devices, for `scroll-lab devices` and `run`'s start (why no touch arrives).
#include "CX11Events.h"
#include <stdio.h>
#include <string.h>

#if defined(__has_include)
#if __has_include(<X11/extensions/XInput2.h>)
#define HAVE_XI2 1
#endif
#endif

#ifdef HAVE_XI2
#include <X11/Xlib.h>
#include <X11/extensions/XInput2.h>

/// The touch class of `device`: 1 direct, 0 dependent, -1 none.
static int touch_mode(const XIDeviceInfo *device) {
    for (int c = 0; c < device->num_classes; c++) {
        const XITouchClassInfo *touch = (const XITouchClassInfo *)device->classes[c];
        if (touch->type == XITouchClass) return touch->mode == XIDirectTouch ? 1 : 0;
    }
    return -1;
}

int scrolllab_x11_touch_devices(char *buffer, int size) {
    if (size <= 0) return -1;
    buffer[0] = 0;
    Display *display = XOpenDisplay(NULL);
    if (!display) return -1;
    int opcode, event, error, major = 2, minor = 2, found = 0, used = 0, count = 0;
    if (!XQueryExtension(display, "XInputExtension", &opcode, &event, &error)
        || XIQueryVersion(display, &major, &minor) != Success || major * 1000 + minor < 2002) {
        XCloseDisplay(display);
        return -1;
    }
    XIDeviceInfo *devices = XIQueryDevice(display, XIAllDevices, &count);
    for (int i = 0; devices && i < count; i++) {
        if (devices[i].use != XISlavePointer && devices[i].use != XIFloatingSlave) continue;
        int mode = touch_mode(&devices[i]);
        if (mode < 0) continue;
        int written = snprintf(buffer + used, (size_t)(size - used), "%d\t%s\n", mode, devices[i].name);
        if (written < 0 || written >= size - used) break;
        used += written;
        found++;
    }
    if (devices) XIFreeDeviceInfo(devices);
    XCloseDisplay(display);
    return found;
}
#else
int scrolllab_x11_touch_devices(char *buffer, int size) {
    if (size > 0) buffer[0] = 0;
    return -1;
}
#endif
