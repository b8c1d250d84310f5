// The header by its SDL2/ path, so no -I from pkg-config is needed: pkg-config's cflags carry
// -D_REENTRANT, which SwiftPM refuses with a warning in every build (issue 33).
#if !__has_include(<SDL2/SDL.h>)
#error "SDL2/SDL.h not found: install libsdl2-dev (Debian/Ubuntu: sudo apt-get install libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev)"
#endif
#include <SDL2/SDL.h>
