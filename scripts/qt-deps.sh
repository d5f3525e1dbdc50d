#!/usr/bin/env bash
# Install the Debian/Ubuntu libraries Qt needs, if any is missing (only as root with apt-get; otherwise it
# prints what to install). Used by scripts/start.sh and scripts/test.sh.
set -euo pipefail
need=()
have_lib() { ldconfig -p 2>/dev/null | grep -q "$1"; }
have_lib libEGL.so.1 || need+=(libegl1)
have_lib libGL.so.1 || need+=(libgl1)
have_lib libxkbcommon.so.0 || need+=(libxkbcommon0)
have_lib libfontconfig.so.1 || need+=(libfontconfig1)
have_lib libdbus-1.so.3 || need+=(libdbus-1-3)
have_lib libglib-2.0.so.0 || need+=(libglib2.0-0)
if [ "${1:-}" = "--window" ]; then
  have_lib libxcb-cursor.so.0 || need+=(libxcb-cursor0)
  have_lib libxcb-icccm.so.4 || need+=(libxcb-icccm4)
  have_lib libxcb-keysyms.so.1 || need+=(libxcb-keysyms1)
  have_lib libxcb-image.so.0 || need+=(libxcb-image0)
  have_lib libxcb-render-util.so.0 || need+=(libxcb-render-util0)
  have_lib libxcb-shape.so.0 || need+=(libxcb-shape0)
  have_lib libxcb-xkb.so.1 || need+=(libxcb-xkb1)
  have_lib libxkbcommon-x11.so.0 || need+=(libxkbcommon-x11-0)
fi
fc-list 2>/dev/null | grep -qi dejavu || need+=(fonts-dejavu-core)
fc-list 2>/dev/null | grep -qi "noto.*cjk" || need+=(fonts-noto-cjk)
[ ${#need[@]} -eq 0 ] && exit 0
# apt-get as root, or through sudo; its own words are kept for a failure we cannot explain better.
apt_install() {
  local log
  log="$(mktemp)"
  if "$@" apt-get update -qq >"$log" 2>&1 &&
     "$@" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${need[@]}" >"$log" 2>&1; then
    rm -f "$log"
    return 0
  fi
  if grep -qiE "could not get lock|unable to acquire|is another process using it" "$log"; then
    echo "Another package manager is busy (it holds apt's lock: an update running in the background, or a" >&2
    echo "software centre). Wait until it has finished and run this again, or install these packages yourself:" >&2
    echo "  sudo apt-get install ${need[*]}" >&2
  else
    echo "Installing the packages Qt needs failed (${need[*]}); apt-get said:" >&2
    tail -n 5 "$log" >&2
  fi
  rm -f "$log"
  return 1
}
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  apt_install
elif command -v sudo >/dev/null 2>&1 && command -v apt-get >/dev/null 2>&1; then
  apt_install sudo
else
  echo "Qt needs these packages: ${need[*]} (install them with your package manager)" >&2
fi
