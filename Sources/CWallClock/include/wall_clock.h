#ifndef FLIPBOOK_WALL_CLOCK_H
#define FLIPBOOK_WALL_CLOCK_H

/// Whether the calling thread's wall-clock reads are frozen, and if so the seconds to add to
/// the frozen instant (the recording's time): returns 1 and sets `*instant`, or returns 0.
typedef int (*flipbook_wall_clock_reader)(double *instant);

/// Freezes the wall clock at `seconds_since_1970` for the threads `reader` accepts:
/// `clock_gettime(CLOCK_REALTIME…)`, `gettimeofday` and `time` on them read that instant plus
/// the reader's until `flipbook_wall_clock_thaw`.
void flipbook_wall_clock_freeze(double seconds_since_1970, flipbook_wall_clock_reader reader);

/// Gives every thread the machine's wall clock again.
void flipbook_wall_clock_thaw(void);

/// Whether the wall clock is frozen.
int flipbook_wall_clock_is_frozen(void);

/// The machine's wall clock, in seconds since 1970, whatever reads show.
double flipbook_wall_clock_machine_now(void);

#endif
