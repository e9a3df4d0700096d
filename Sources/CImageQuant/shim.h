#include <libimagequant.h>

// libimagequant 2.17 is built with OpenMP and starts its own threads; Flipbook pins it to one
// thread per worker so output does not depend on the core count. Declared here rather than by
// including <omp.h>, which Debian ships with the compiler, not with libgomp.
void omp_set_num_threads(int count);
