//! English country and city names to integer ids.
//!
//! Countries use their ISO 3166-1 numeric code; cities use ids made up for
//! the simulator. Names unknown to the table get a fresh id (countries from
//! 10001, cities from 100001) that stays the same for that name until the
//! state is reset. Matching ignores case and surrounding spaces.

use std::collections::HashMap;

const COUNTRIES: &[(&str, i64)] = &[
    ("Argentina", 32),
    ("Australia", 36),
    ("Bolivia", 68),
    ("Brazil", 76),
    ("Canada", 124),
    ("Chile", 152),
    ("China", 156),
    ("Colombia", 170),
    ("Costa Rica", 188),
    ("Dominican Republic", 214),
    ("Ecuador", 218),
    ("El Salvador", 222),
    ("France", 250),
    ("Germany", 276),
    ("Guatemala", 320),
    ("Honduras", 340),
    ("India", 356),
    ("Italy", 380),
    ("Japan", 392),
    ("Mexico", 484),
    ("Netherlands", 528),
    ("Nicaragua", 558),
    ("Panama", 591),
    ("Paraguay", 600),
    ("Peru", 604),
    ("Portugal", 620),
    ("Puerto Rico", 630),
    ("Spain", 724),
    ("United Kingdom", 826),
    ("UK", 826),
    ("United States", 840),
    ("United States of America", 840),
    ("USA", 840),
    ("Uruguay", 858),
    ("Venezuela", 862),
];

const CITIES: &[(&str, i64)] = &[
    ("Santiago", 1001),
    ("Valparaiso", 1002),
    ("Valparaíso", 1002),
    ("Concepcion", 1003),
    ("Concepción", 1003),
    ("Vina del Mar", 1004),
    ("Viña del Mar", 1004),
    ("Antofagasta", 1005),
    ("La Serena", 1006),
    ("Temuco", 1007),
    ("Buenos Aires", 2001),
    ("Cordoba", 2002),
    ("Córdoba", 2002),
    ("Rosario", 2003),
    ("Mendoza", 2004),
    ("Lima", 3001),
    ("Bogota", 3002),
    ("Bogotá", 3002),
    ("Medellin", 3003),
    ("Medellín", 3003),
    ("Mexico City", 3004),
    ("Guadalajara", 3005),
    ("Monterrey", 3006),
    ("Montevideo", 3007),
    ("Quito", 3008),
    ("Sao Paulo", 3009),
    ("São Paulo", 3009),
    ("Rio de Janeiro", 3010),
    ("Asuncion", 3011),
    ("Asunción", 3011),
    ("La Paz", 3012),
    ("Caracas", 3013),
    ("Panama City", 3014),
    ("San Jose", 3015),
    ("San José", 3015),
    ("Madrid", 4001),
    ("Barcelona", 4002),
    ("Lisbon", 4003),
    ("London", 4004),
    ("Paris", 4005),
    ("Berlin", 4006),
    ("New York", 5001),
    ("Los Angeles", 5002),
    ("Chicago", 5003),
    ("Houston", 5004),
    ("Miami", 5005),
    ("San Francisco", 5006),
    ("Seattle", 5007),
    ("Austin", 5008),
    ("Toronto", 5009),
    ("Vancouver", 5010),
];

fn norm(name: &str) -> String {
    name.trim().to_lowercase()
}

/// One name→id table with a counter for unknown names.
#[derive(Clone, Debug)]
pub struct NameTable {
    ids: HashMap<String, i64>,
    next: i64,
}

impl NameTable {
    fn new(builtin: &[(&str, i64)], first_new: i64) -> Self {
        let ids = builtin.iter().map(|(n, id)| (norm(n), *id)).collect();
        NameTable {
            ids,
            next: first_new,
        }
    }

    /// Adds or overrides a name (seed `countries` / `cities` tables).
    pub fn insert(&mut self, name: &str, id: i64) {
        self.ids.insert(norm(name), id);
        if id >= self.next {
            self.next = id + 1;
        }
    }

    /// The id of `name`, assigning and remembering a new one if unknown.
    pub fn id_for(&mut self, name: &str) -> i64 {
        let key = norm(name);
        if let Some(id) = self.ids.get(&key) {
            return *id;
        }
        let id = self.next;
        self.next += 1;
        self.ids.insert(key, id);
        id
    }
}

/// Countries and cities.
#[derive(Clone, Debug)]
pub struct Geo {
    pub countries: NameTable,
    pub cities: NameTable,
}

impl Default for Geo {
    fn default() -> Self {
        Geo {
            countries: NameTable::new(COUNTRIES, 10_001),
            cities: NameTable::new(CITIES, 100_001),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn known_and_new_names() {
        let mut g = Geo::default();
        assert_eq!(g.countries.id_for("Chile"), 152);
        assert_eq!(g.countries.id_for("  united states "), 840);
        let a = g.countries.id_for("Atlantis");
        assert_eq!(a, 10_001);
        assert_eq!(g.countries.id_for("ATLANTIS"), a);
        assert_eq!(g.countries.id_for("Lemuria"), 10_002);
        assert_eq!(g.cities.id_for("Viña del Mar"), 1004);
        assert_eq!(g.cities.id_for("Springfield"), 100_001);
    }
}
