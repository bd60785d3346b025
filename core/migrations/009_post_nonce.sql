-- The nonce a message was sent with.  Before a new turn post is sent, the delivery records it in the
-- slot ``turn:sending``; a process that dies before saving the post leaves that record behind, and the
-- next delivery finds the message again with the same nonce instead of leaving it orphaned.
ALTER TABLE posts ADD COLUMN nonce TEXT NOT NULL DEFAULT '';
