// RendererChoice — which SDL renderer draws the window.
// Implements: SDL's default (accelerated, VSync) renderer; SDL's software renderer when OpenGL
//   runs in software (llvmpipe and kin); `SDL_RENDER_DRIVER` obeyed; the HUD's name for it.
// Does not: measure speed, pick among GPUs, or use Vulkan or Metal directly.

import SDLRender
import CSDL2
import Foundation

/// Which SDL renderer draws the window. SDL's default is its OpenGL renderer, which is right on
/// a GPU; on a machine without one, Mesa runs OpenGL in software (llvmpipe), where drawing a
/// frame of 780×1688 pixels costs several times what SDL's own software renderer needs (BENCHMARKS.md).
/// So the window measures nothing and guesses nothing: it asks OpenGL who renders, and moves to
/// SDL's software renderer when the answer is a software rasterizer. `SDL_RENDER_DRIVER` set by
/// the user is always obeyed.
enum RendererChoice {
    /// OpenGL renderer names that mean "no GPU" (Mesa's llvmpipe, softpipe and swrast; SwiftShader).
    static let softwareRasterizers = ["llvmpipe", "softpipe", "software rasterizer", "swrast", "swiftshader"]

    /// Creates the window's renderer: SDL's default, or its software renderer when OpenGL runs
    /// in software. Returns the renderer and a short name for the HUD ("opengl", "software").
    static func makeRenderer(for window: OpaquePointer) throws -> (renderer: OpaquePointer, name: String) {
        let flags = SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue
        guard let first = SDL_CreateRenderer(window, -1, flags) ?? SDL_CreateRenderer(window, -1, 0) else {
            throw SDLError.last("cannot create a renderer")
        }
        let name = rendererName(first)
        guard ProcessInfo.processInfo.environment["SDL_RENDER_DRIVER"] == nil, name.hasPrefix("opengl"),
            let glRenderer = openGLRendererString(), isSoftware(glRenderer)
        else { return (first, name) }
        SDL_DestroyRenderer(first)
        // On X11 the software renderer's picture goes straight to the X server (MIT-SHM); SDL's
        // default would upload it to OpenGL each frame, in software again. Wayland has no such path.
        if SDLLibraries.videoDriver == "x11" { SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0") }
        if let software = SDL_CreateRenderer(window, softwareDriverIndex() ?? -1, SDL_RENDERER_SOFTWARE.rawValue) {
            return (software, "software")
        }
        SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, nil)
        guard let again = SDL_CreateRenderer(window, -1, 0) else { throw SDLError.last("cannot create a renderer") }
        return (again, rendererName(again))
    }

    /// Whether an OpenGL `GL_RENDERER` string names a software rasterizer.
    static func isSoftware(_ glRenderer: String) -> Bool {
        let lowered = glRenderer.lowercased()
        return softwareRasterizers.contains { lowered.contains($0) }
    }

    static func rendererName(_ renderer: OpaquePointer) -> String {
        var info = SDL_RendererInfo()
        guard SDL_GetRendererInfo(renderer, &info) == 0, let name = info.name else { return "unknown" }
        return String(cString: name)
    }

    /// `glGetString(GL_RENDERER)` of the current OpenGL context (the renderer just made it current).
    private static func openGLRendererString() -> String? {
        typealias GetString = @convention(c) (UInt32) -> UnsafePointer<UInt8>?
        guard let address = SDL_GL_GetProcAddress("glGetString") else { return nil }
        let getString = unsafeBitCast(address, to: GetString.self)
        return getString(0x1F01).map { String(cString: $0) }  // GL_RENDERER
    }

    private static func softwareDriverIndex() -> Int32? {
        for index in 0..<SDL_GetNumRenderDrivers() {
            var info = SDL_RendererInfo()
            if SDL_GetRenderDriverInfo(index, &info) == 0, let name = info.name, String(cString: name) == "software" {
                return index
            }
        }
        return nil
    }
}
