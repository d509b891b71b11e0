-- Slot of decision 130, not used yet.
SELECT 1;
