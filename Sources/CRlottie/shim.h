// rlottie's C API (Debian's librlottie-dev, LGPL-2.1+), for FlipbookRlottie.
#include <rlottie_capi.h>
