"""The display stacks Tools/vm-play runs the window under, in the guest, as root, each reading the
kernel devices through libinput: Weston's DRM backend (pixman, kiosk shell, its direct launcher:
no seat daemon) and Xorg (modesetting without acceleration, xf86-input-libinput hot-plugged from
udev). Both scroll naturally on the touchpad (fingers up move the content up), as the traces
assume. Each starter returns the running server and the window's environment."""
import os, subprocess, time

WESTON_INI = """[core]
idle-time=0
[libinput]
natural-scroll=true
enable-tap=false
"""

XORG_CONF = """Section "ServerFlags"
    Option "AutoAddDevices" "true"
    Option "AutoEnableDevices" "true"
    Option "BlankTime" "0"
    Option "StandbyTime" "0"
    Option "SuspendTime" "0"
    Option "OffTime" "0"
EndSection
Section "Device"
    Identifier "virtio-gpu"
    Driver "modesetting"
    Option "AccelMethod" "none"
EndSection
Section "InputClass"
    Identifier "touchpads scroll naturally"
    MatchIsTouchpad "on"
    Driver "libinput"
    Option "NaturalScrolling" "true"
    Option "Tapping" "false"
EndSection
"""
DISPLAY = 7


def wait_for(path, server, name, log, timeout=120):
    started = time.monotonic()
    while not os.path.exists(path):
        if server.poll() is not None:
            raise RuntimeError(f"{name} exited with {server.returncode} before it was ready (see {log})")
        if time.monotonic() - started > timeout:
            server.kill()
            raise RuntimeError(f"{name} was not ready within {timeout} s (see {log})")
        time.sleep(0.1)


def base_env(runtime):
    keep = ("PATH", "HOME", "LANG", "TERM")
    return {**{k: os.environ[k] for k in keep if k in os.environ}, "XDG_RUNTIME_DIR": runtime}


def weston(plan, folder, runtime):
    ini = os.path.join(runtime, "weston.ini")
    with open(ini, "w") as file:
        file.write(WESTON_INI)
    log = os.path.join(folder, "weston.log")
    env = base_env(runtime)
    server = subprocess.Popen(["weston", "--backend=drm-backend.so", "--use-pixman", "--shell=kiosk-shell.so",
                               "--continue-without-input", "--tty=2", "--socket=scrolllab-0", f"--config={ini}", f"--log={log}"],
                              env=env, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.STDOUT)
    wait_for(os.path.join(runtime, "scrolllab-0"), server, "weston", log)
    return server, {**env, "WAYLAND_DISPLAY": "scrolllab-0", "SDL_VIDEODRIVER": "wayland",
                    "SDL_VIDEO_WAYLAND_ALLOW_LIBDECOR": "0"}


def xorg(plan, folder, runtime):
    conf = os.path.join(runtime, "xorg.conf")
    with open(conf, "w") as file:
        file.write(XORG_CONF)
    log = os.path.join(folder, "Xorg.log")
    env = base_env(runtime)
    server = subprocess.Popen(["Xorg", f":{DISPLAY}", "-config", conf, "-logfile", log, "-nolisten", "tcp",
                               "-noreset", "-novtswitch", "vt2"],
                              env=env, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    wait_for(f"/tmp/.X11-unix/X{DISPLAY}", server, "Xorg", log)
    return server, {**env, "DISPLAY": f":{DISPLAY}", "SDL_VIDEODRIVER": "x11"}


STACKS = {"weston": weston, "xorg": xorg}
