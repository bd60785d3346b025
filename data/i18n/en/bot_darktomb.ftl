log-darktomb-roll = { $who_type } { $roll }
log-darktomb-initiative = Initiative d20: { $rolls }
log-darktomb-monster_line = ▸ { $events }
log-darktomb-attack_hit = { $who_type }→{ $target_type } { $square }: { $roll }+{ $modifier }={ $total } vs { $armour } hit
log-darktomb-attack_missed = { $who_type }→{ $target_type } { $square }: { $roll }+{ $modifier }={ $total } vs { $armour } miss
log-darktomb-hurt = { $who_type } −{ $amount } HP ({ $hp })
log-darktomb-defeated = { $who_type } falls at { $square }
log-darktomb-moved = { $who_type }→{ $square }
log-darktomb-monster_moved = { $who_type } { $from_square }→{ $square }
log-darktomb-monster_fled = { $who_type } backs off
log-darktomb-monster_phase = Monsters, round { $round }
log-darktomb-seismic_calm = seismic d20 { $roll }: calm
log-darktomb-seismic_quake = seismic d20 { $roll }: quake, every hero −1 HP
log-darktomb-round_started = Round { $round }: { $who_type } first
log-darktomb-turn_started = { $who_type } ({ $seat }) to play
bot-darktomb-acting = Round { $turn } · { $who_type }: { $players }, your move.
bot-darktomb-monsters_acting = Round { $turn } · the monsters, { $who_type } now: { $players }, your move.
