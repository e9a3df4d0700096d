// The wall clock of a thread running a recording: Foundation's `Date()`, `Date.now` and every
// other wall-clock read on that thread show the recording's virtual time.
//
// Swift cannot give `Date.init()` a replacement (a second `init()` in an extension is
// ambiguous), and Foundation on Linux reads the time with `clock_gettime(CLOCK_REALTIME)`
// through the C library. A program's own definition of a C library function comes first in
// the dynamic linker's search order (the executable is searched before libc), so the
// definitions below are what Foundation calls: while the clock is frozen, on the threads the
// reader accepts (the one running main-queue work, which is not always the process's first
// thread: Swift Testing runs the main queue on a worker after `dispatch_main`), they answer the
// frozen instant plus the recording's time; on every other thread, and for every other clock
// (Dispatch's and the test frameworks' monotonic clocks), they pass the call to the C library's
// own function, found with `dlsym(RTLD_NEXT, …)`.

#define _GNU_SOURCE
#include "wall_clock.h"

#include <dlfcn.h>
#include <math.h>
#include <stdatomic.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <time.h>
#include <unistd.h>

static _Atomic(flipbook_wall_clock_reader) frozen_reader;
static _Atomic double frozen_at;

typedef int (*clock_gettime_function)(clockid_t, struct timespec *);

static int machine_clock_gettime(clockid_t clock, struct timespec *time) {
    static clock_gettime_function libc_clock_gettime;
    if (!libc_clock_gettime) {
        libc_clock_gettime = (clock_gettime_function)dlsym(RTLD_NEXT, "clock_gettime");
    }
    if (libc_clock_gettime) return libc_clock_gettime(clock, time);
    return (int)syscall(SYS_clock_gettime, clock, time);
}

static int is_wall_clock(clockid_t clock) {
    return clock == CLOCK_REALTIME || clock == CLOCK_REALTIME_COARSE;
}

/// Whether this thread's read is frozen, and its time in seconds since 1970 if it is.
static int frozen_now(double *now) {
    flipbook_wall_clock_reader reader = atomic_load(&frozen_reader);
    double instant = 0;
    if (!reader || !reader(&instant)) return 0;
    *now = atomic_load(&frozen_at) + instant;
    return 1;
}

void flipbook_wall_clock_freeze(double seconds_since_1970, flipbook_wall_clock_reader reader) {
    atomic_store(&frozen_at, seconds_since_1970);
    atomic_store(&frozen_reader, reader);
}

void flipbook_wall_clock_thaw(void) { atomic_store(&frozen_reader, (flipbook_wall_clock_reader)0); }

int flipbook_wall_clock_is_frozen(void) { return atomic_load(&frozen_reader) != 0; }

double flipbook_wall_clock_machine_now(void) {
    struct timespec now;
    machine_clock_gettime(CLOCK_REALTIME, &now);
    return (double)now.tv_sec + (double)now.tv_nsec / 1e9;
}

int clock_gettime(clockid_t clock, struct timespec *time) {
    double now;
    if (!is_wall_clock(clock) || !frozen_now(&now)) return machine_clock_gettime(clock, time);
    double seconds = floor(now);
    time->tv_sec = (time_t)seconds;
    time->tv_nsec = (long)llround((now - seconds) * 1e9);
    if (time->tv_nsec >= 1000000000L) {
        time->tv_sec += 1;
        time->tv_nsec -= 1000000000L;
    }
    return 0;
}

int gettimeofday(struct timeval *restrict time, void *restrict zone) {
    double now;
    if (!frozen_now(&now)) {
        typedef int (*gettimeofday_function)(struct timeval *restrict, void *restrict);
        static gettimeofday_function libc_gettimeofday;
        if (!libc_gettimeofday) libc_gettimeofday = (gettimeofday_function)dlsym(RTLD_NEXT, "gettimeofday");
        if (libc_gettimeofday) return libc_gettimeofday(time, zone);
    }
    struct timespec frozen_time;
    clock_gettime(CLOCK_REALTIME, &frozen_time);
    time->tv_sec = frozen_time.tv_sec;
    time->tv_usec = (suseconds_t)(frozen_time.tv_nsec / 1000);
    if (zone) {
        // The time zone argument is obsolete: the C library fills it with zeros too.
        struct timezone *none = zone;
        none->tz_minuteswest = 0;
        none->tz_dsttime = 0;
    }
    return 0;
}

time_t time(time_t *result) {
    struct timespec now;
    clock_gettime(CLOCK_REALTIME, &now);
    if (result) *result = now.tv_sec;
    return now.tv_sec;
}
