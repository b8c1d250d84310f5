#include "CEventRing.h"

unsigned scrolllab_ring_put(scrolllab_ring *ring, unsigned capacity) {
    if (ring->tail - ring->head == capacity) ring->head++;  /* full: the oldest is dropped */
    return ring->tail++ % capacity;
}

int scrolllab_ring_take(scrolllab_ring *ring, unsigned capacity) {
    if (scrolllab_ring_is_empty(ring)) return -1;
    return (int)(ring->head++ % capacity);
}

int scrolllab_ring_is_empty(const scrolllab_ring *ring) { return ring->head == ring->tail; }
