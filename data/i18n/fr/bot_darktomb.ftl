log-darktomb-roll = { $who_type } { $roll }
log-darktomb-initiative = Initiative d20 : { $rolls }
log-darktomb-monster_line = ▸ { $events }
log-darktomb-attack_hit = { $who_type }→{ $target_type } { $square } : { $roll }+{ $modifier }={ $total } contre { $armour }, touché
log-darktomb-attack_missed = { $who_type }→{ $target_type } { $square } : { $roll }+{ $modifier }={ $total } contre { $armour }, raté
log-darktomb-hurt = { $who_type } −{ $amount } PV ({ $hp })
log-darktomb-defeated = { $who_type } tombe en { $square }
log-darktomb-moved = { $who_type }→{ $square }
log-darktomb-monster_moved = { $who_type } { $from_square }→{ $square }
log-darktomb-monster_fled = { $who_type } recule
log-darktomb-monster_phase = Monstres, manche { $round }
log-darktomb-seismic_calm = d20 sismique { $roll } : calme
log-darktomb-seismic_quake = d20 sismique { $roll } : secousse, chaque héros −1 PV
log-darktomb-round_started = Manche { $round } : { $who_type } commence
log-darktomb-turn_started = { $who_type } ({ $seat }) joue
bot-darktomb-acting = Manche { $turn } · { $who_type } : { $players }, à vous de jouer.
bot-darktomb-monsters_acting = Manche { $turn } · les monstres, { $who_type } maintenant : { $players }, à vous de jouer.
