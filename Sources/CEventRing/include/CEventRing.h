#ifndef SCROLLLAB_CEVENTRING_H
#define SCROLLLAB_CEVENTRING_H

/// The indices of a fixed-capacity queue of records kept in the caller's array (the display
/// servers' events, read in C before Swift takes them): the oldest record is dropped when a new
/// one finds the queue full. All zero is an empty queue. Counters only grow; `% capacity` maps
/// them to slots, so `capacity` should divide 2^32 (a power of two) for the wrap to stay exact.
typedef struct {
    unsigned head, tail;  // records taken, records put
} scrolllab_ring;

/// The slot for a new record; when the queue holds `capacity` records, the oldest is dropped.
unsigned scrolllab_ring_put(scrolllab_ring *ring, unsigned capacity);

/// The slot of the oldest record, taken from the queue; -1 when the queue is empty.
int scrolllab_ring_take(scrolllab_ring *ring, unsigned capacity);

/// 1 when no record is waiting.
int scrolllab_ring_is_empty(const scrolllab_ring *ring);

#endif
