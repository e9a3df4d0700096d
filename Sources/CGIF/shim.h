#include <gif_lib.h>
