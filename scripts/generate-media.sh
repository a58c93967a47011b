#!/usr/bin/env bash
# One-off recipe for the test streams the content stand-in serves (server/data/media/).
#
# The results are committed, so `npm start` never needs ffmpeg; no npm script runs this. Run it
# again only to change the streams, then commit what it writes:
#
#   apt-get install -y ffmpeg      # Debian's ffmpeg has libx264 and the lavfi test sources
#   bash scripts/generate-media.sh
#
# Three distinct 20 s test patterns, each as fmp4 HLS (index.m3u8 + init.mp4 + five 4 s
# segments) and as one faststart MP4, plus a 5 s pre-roll advert clip and its HLS rendition. The traps (TOOLCHAIN.md
# "Media"): `-pix_fmt yuv420p` (4:4:4 output stalls hls.js) and a fixed 50-frame GOP with scene
# cuts off, so every 4 s segment starts on a keyframe. The live playlists the stand-in writes
# loop these VOD segments, which only works because every segment is exactly 4 s of video.
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
OUT="$ROOT/server/data/media"
DURATION=20
SIZE=640x360
RATE=25

command -v ffmpeg >/dev/null || { echo "ffmpeg is not installed (apt-get install -y ffmpeg)" >&2; exit 1; }

# Shared encoder settings: small files (the whole folder stays under ~4 MB), H.264 + AAC so
# Chromium plays them through hls.js and natively.
VIDEO=(-c:v libx264 -preset medium -crf 30 -maxrate 200k -bufsize 400k -pix_fmt yuv420p -g 50 -keyint_min 50 -sc_threshold 0 -r "$RATE")
AUDIO=(-c:a aac -b:a 64k -ac 1 -ar 44100)

# name, video source, tone frequency (Hz): a different picture and pitch per stream, so a test
# (or a person) can tell which one is playing.
make_stream() {
  local name="$1" source="$2" tone="$3"
  local dir="$OUT/$name"
  rm -rf "$dir"
  mkdir -p "$dir/hls"
  ffmpeg -hide_banner -loglevel error -y \
    -f lavfi -i "$source=duration=$DURATION:size=$SIZE:rate=$RATE" \
    -f lavfi -i "sine=frequency=$tone:duration=$DURATION" \
    "${VIDEO[@]}" "${AUDIO[@]}" -shortest -movflags +faststart "$dir/video.mp4"
  # The HLS copy is a remux of the MP4 (no second encode): the same frames, cut at the keyframes.
  ffmpeg -hide_banner -loglevel error -y -i "$dir/video.mp4" -c copy \
    -f hls -hls_time 4 -hls_playlist_type vod -hls_segment_type fmp4 \
    -hls_fmp4_init_filename init.mp4 -hls_segment_filename "$dir/hls/seg-%d.m4s" \
    "$dir/hls/index.m3u8"
}

# The same advert as fmp4 HLS (a 4 s and a 1 s segment) for server-side ad insertion: the
# stand-in splices these segments before the content's in its ad-inserted manifest. Encoded again
# at a lower rate rather than remuxed, so it adds about 80 KB instead of 190 KB; the picture and
# the tone stay those of the pre-roll, and the audio format matches the content's (a
# discontinuity may change the init segment, not the sample rate or channels players expect).
make_ssai_advert() {
  local dir="$OUT/ads/hls"
  rm -rf "$dir"
  mkdir -p "$dir"
  ffmpeg -hide_banner -loglevel error -y \
    -f lavfi -i "mandelbrot=size=$SIZE:rate=$RATE" \
    -f lavfi -i "sine=frequency=1200:duration=5" \
    -c:v libx264 -preset medium -crf 40 -maxrate 80k -bufsize 160k -pix_fmt yuv420p -g 50 -keyint_min 50 -sc_threshold 0 -r "$RATE" \
    -c:a aac -b:a 32k -ac 1 -ar 44100 -t 5 \
    -f hls -hls_time 4 -hls_playlist_type vod -hls_segment_type fmp4 \
    -hls_fmp4_init_filename init.mp4 -hls_segment_filename "$dir/seg-%d.m4s" "$dir/index.m3u8"
}

if [ "${1:-}" = "ssai-advert" ]; then
  # Only the server-side advert: `bash scripts/generate-media.sh ssai-advert`.
  make_ssai_advert
  du -ab "$OUT/ads" | sort -k2
  exit 0
fi

make_stream testsrc testsrc 440
make_stream testsrc2 testsrc2 660
make_stream smptebars smptebars 880

# The pre-roll advert (served by the VAST stand-in): 5 s, a distinct picture and a high tone.
mkdir -p "$OUT/ads"
ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "mandelbrot=size=$SIZE:rate=$RATE" \
  -f lavfi -i "sine=frequency=1200:duration=5" \
  "${VIDEO[@]}" "${AUDIO[@]}" -t 5 -movflags +faststart "$OUT/ads/preroll.mp4"

make_ssai_advert

du -ab "$OUT" | sort -k2
