//! 32-card draw dealing (filled in below).
