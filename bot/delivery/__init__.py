"""Delivering the outbox (see :mod:`core.outbox`): every committed change reaches the table, once.

Whoever commits a change calls :meth:`Delivery.flush` right after (the player's interaction, the clock), and
a background worker retries what failed, with backoff, and picks up whatever a crash left behind.  Notices
are claimed with a lease, a game's all by one worker at a time (even across processes), so two workers never
send the same one nor edit one post from two states.

Idempotent by construction: the turn post and each seat's DM are *kept up to date* from the latest committed
state, so delivering twice edits the same message, and a new message carries a nonce Discord uses to refuse
a duplicate if a crash struck between sending and recording it.

What to send, edit, trim or recover is decided by :mod:`core.posts` without Discord; this package only carries
it out: :mod:`.worker` (claims, retries, backoff, listeners), :mod:`.turn_post`, :mod:`.seat_dm`,
:mod:`.notices` (the channel's one-off notices), :mod:`.reminders`, :mod:`.faults` (refusals Discord will not
take back) and :mod:`.discord_io` (messages with nonces, edits, how Discord's errors are told apart).
"""
