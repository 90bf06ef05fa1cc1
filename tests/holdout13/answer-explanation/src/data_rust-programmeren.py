from common import q, NONE, MOVED, DUP, R, NEG, LANG, KORT, PARA, AFL, LINK, CODE, CURS, IT, ACR, FB

TOPIC = "rust-programmeren"
TITLE = "Programmeren in Rust"
DESCRIPTION = "Eigendom, lenen, typen, foutafhandeling en gereedschap van de programmeertaal Rust."

MD = "markdown"

QUESTIONS = [
    # ------------------------------------------------------------ deugdelijk
    q(NONE, "rust-string-verplaatst",
      "Wat gebeurt er als je de volgende code probeert te compileren?\n\n"
      "```rust\n"
      "let s1 = String::from(\"hoi\");\n"
      "let s2 = s1;\n"
      "println!(\"{}\", s1);\n"
      "```",
      ["Het programma drukt `hoi` af",
       "De compiler geeft een fout, omdat `s1` bij de toekenning aan `s2` is verplaatst",
       "Het programma compileert, maar crasht tijdens het uitvoeren"],
      "B",
      "`String` implementeert `Copy` niet. Bij `let s2 = s1;` gaat het eigendom over naar `s2` en mag `s1` niet meer worden gebruikt; de compiler meldt *borrow of moved value* (fout E0382). "
      "Een crash tijdens het uitvoeren is in veilige Rust juist wat dit soort controles moet voorkomen. Wie beide variabelen wil houden, schrijft `s1.clone()`.",
      markup=MD, style=[CODE, IT, CURS, AFL]),

    q(NONE, "rust-standaard-integertype",
      "Welk type krijgt `x` in `let x = 5;` als de compiler verder geen aanwijzingen over het type heeft?",
      ["`i32`", "`i64`", "`usize`", "`u8`"],
      "A",
      "Zonder andere aanwijzingen valt Rust voor gehele getallen terug op `i32`.",
      markup=MD, style=[CODE, IT, KORT]),

    q(NONE, "rust-wrapping-add-u8",
      "Wat is de waarde van `250u8.wrapping_add(10)`?",
      ["`4`", "`255`", "`260`", "Het programma raakt in paniek"],
      "A",
      "Een `u8` kan de waarden 0 tot en met 255 bevatten. `wrapping_add` rekent modulo 256: 250 + 10 = 260, en 260 − 256 = 4, zowel in een debug- als in een releasebuild. "
      "De waarde 255 zou je krijgen met `saturating_add`, die bij de grens blijft steken in plaats van rond te lopen. "
      "260 past eenvoudigweg niet in een `u8` en kan dus nooit de uitkomst zijn. "
      "Een paniek treedt op bij de gewone `+` in een debugbuild, omdat Rust daar overloop controleert; de methode `wrapping_add` is er juist voor bedoeld om die controle expliciet te vermijden.",
      markup=MD, style=[CODE, IT, R, LANG]),

    q(NONE, "rust-checked-add-none",
      "Wat levert `200u8.checked_add(100)` op?",
      ["`Some(300)`", "`Some(44)`", "`None`"],
      "C",
      "De som 300 past niet in een `u8`, en `checked_add` meldt dat door `None` terug te geven in plaats van in paniek te raken. "
      "`Some(44)` is wat een rondlopende optelling zou geven, en `Some(300)` kan met dit type niet bestaan.",
      markup=MD, style=[CODE, IT, AFL]),

    q(NONE, "rust-type-stringliteraal",
      "Welk type heeft een letterlijke tekst zoals `\"hallo\"` in Rust?",
      ["`String`", "`char`", "`Vec<u8>`", "`&'static str`"],
      "D",
      "Letterlijke teksten staan in het uitvoerbare bestand zelf en zijn dus een geleende stringslice die het hele programma geldig blijft. "
      "Een `String` met eigen geheugen op de heap maak je pas met bijvoorbeeld `String::from(\"hallo\")` of `\"hallo\".to_string()`.",
      markup=MD, style=[CODE, IT, PARA, AFL]),

    q(NONE, "rust-lenen-niet-toegestaan",
      "Welke combinatie van tegelijk actieve referenties naar dezelfde variabele staat de borrow checker NIET toe?",
      ["Twee gedeelde referenties (`&`)",
       "Eén veranderlijke referentie (`&mut`) en verder niets",
       "Eén gedeelde en één veranderlijke referentie",
       "Drie gedeelde referenties"],
      "C",
      "De regel is: óf willekeurig veel gedeelde referenties, óf precies één veranderlijke. Een `&` en een `&mut` tegelijk zou betekenen dat iemand leest wat een ander op hetzelfde moment verandert, en dat weigert de compiler.",
      markup=MD, style=[CODE, IT, NEG]),

    q(NONE, "rust-option-varianten",
      "Welke twee varianten heeft het type `Option<T>`?",
      [("`Some(T)` en `None`", "Juist."),
       ("`Ok(T)` en `Err(E)`", "Dit zijn de varianten van `Result<T, E>`."),
       ("`Just(T)` en `Nothing`", "Zo heten de varianten van `Maybe` in Haskell, niet in Rust.")],
      "A",
      "`Option<T>` heeft `Some(T)` voor een aanwezige waarde en `None` voor het ontbreken ervan. `Ok` en `Err` horen bij `Result<T, E>`, en `Just`/`Nothing` zijn de namen uit het `Maybe`-type van Haskell.",
      markup=MD, style=[CODE, IT, AFL, FB]),

    q(NONE, "rust-vraagteken-operator",
      "Wat doet de operator `?` achter een expressie van het type `Result<T, E>` in een functie die zelf een `Result` teruggeeft?",
      ["Bij `Ok(v)` levert hij `v` op; bij `Err(e)` keert de functie direct terug met die fout",
       "Hij vervangt een `Err` stilzwijgend door een standaardwaarde",
       "Hij laat het programma bij een `Err` in paniek raken",
       "Hij controleert alleen tijdens het compileren of er een fout kan optreden"],
      "A",
      "De eerste optie klopt: `?` pakt een `Ok` uit en geeft bij een `Err` de fout door aan de aanroeper, zo nodig omgezet via de `From`-trait. "
      "Een `Err` vervangen door een standaardwaarde doet `?` niet; daarvoor bestaan methoden als `unwrap_or` en `unwrap_or_default`. "
      "In paniek raken bij een fout is het gedrag van `unwrap` en `expect`, niet van `?`, dat de fout juist netjes teruggeeft. "
      "De laatste optie ten slotte klopt ook niet: of er een fout optreedt, blijkt pas tijdens het uitvoeren. "
      "De compiler controleert alleen of de fouttypen bij elkaar passen.",
      markup=MD, style=[CODE, IT, LANG]),

    q(NONE, "rust-cargo-release-build",
      "Met welke opdracht bouw je een geoptimaliseerde versie van een Cargo-project?",
      ["`cargo build`", "`cargo build --release`", "`cargo check`"],
      "B",
      "Met `--release` gebruikt Cargo het releaseprofiel met optimalisaties en zet het resultaat in `target/release`. "
      "Een kale `cargo build` levert een snelle, maar niet geoptimaliseerde debugversie op, en `cargo check` controleert de code zonder een uitvoerbaar bestand te maken.",
      markup=MD, style=[CODE, IT, AFL]),

    q(NONE, "rust-derive-debug",
      "Wat voeg je aan de definitie van een eigen `struct` toe om hem met `{:?}` te kunnen afdrukken?",
      ["`#[derive(Display)]`", "`impl Copy for`", "`#[derive(Debug)]`"],
      "C",
      "De opmaak `{:?}` gebruikt de trait `Debug`, en die kan de compiler voor je afleiden. `Display`, nodig voor `{}`, kun je niet met `derive` afleiden; die moet je zelf implementeren.",
      markup=MD, style=[CODE, IT, AFL]),

    q(NONE, "rust-lifetime-langste",
      "Gegeven de signatuur `fn langste<'a>(x: &'a str, y: &'a str) -> &'a str`. Wat drukt de lifetime `'a` uit?",
      ["De teruggegeven referentie is hoogstens zo lang geldig als de kortst levende van `x` en `y`",
       "De teruggegeven tekst wordt gekopieerd en blijft daarom altijd geldig",
       "`x` en `y` moeten precies even veel tekens bevatten"],
      "A",
      "Dezelfde naam `'a` bij beide parameters en de returnwaarde zegt: het resultaat leent van een van de twee invoerteksten, dus het mag niet langer gebruikt worden dan die allebei bestaan. "
      "Over de lengte van de teksten zegt een lifetime niets, en er wordt ook niets gekopieerd.",
      markup=MD, style=[CODE, IT, PARA]),

    q(NONE, "rust-match-niet-uitputtend",
      "Wat gebeurt er als een `match` op een enum één variant niet afdekt en er geen `_`-arm is?",
      ["De code compileert niet", "De ontbrekende variant wordt stilzwijgend overgeslagen", "Het programma raakt in paniek zodra die variant voorkomt"],
      "A",
      "Een `match` moet uitputtend zijn; de compiler weigert de code met de melding *non-exhaustive patterns*.",
      markup=MD, style=[CODE, IT, CURS, KORT]),

    q(NONE, "rust-vec-get-buiten-bereik",
      "Wat levert `v.get(5)` op als `v` is gedefinieerd als `let v = vec![1, 2, 3];`?",
      ["`None`", "`Some(0)`", "Een paniek", "`Some(3)`"],
      "A",
      "`get` geeft een `Option` terug en levert `None` voor een index buiten de vector. Een paniek krijg je pas bij directe indexering met `v[5]`.",
      markup=MD, style=[CODE, IT, AFL]),

    q(NONE, "rust-shadowing-blok",
      "Wat drukt het volgende fragment af?\n\n"
      "```rust\n"
      "let x = 5;\n"
      "let x = x * 2;\n"
      "{\n"
      "    let x = x + 1;\n"
      "}\n"
      "println!(\"{x}\");\n"
      "```",
      ["`5`", "`10`", "`11`", "Niets, want de code compileert niet"],
      "B",
      "De tweede `let` schaduwt de eerste, zodat `x` daarna 10 is. De `x` met waarde 11 bestaat alleen binnen het blok en verdwijnt bij de sluitende accolade; buiten het blok is `x` dus nog steeds 10. "
      "Schaduwen is gewoon toegestaan, dus de code compileert (hoogstens met een waarschuwing over een ongebruikte variabele).",
      markup=MD, style=[CODE, IT, R, AFL]),

    q(NONE, "rust-deling-negatief-geheel",
      "Wat is de waarde van `-7 / 2` als beide getallen van het type `i32` zijn?",
      ["`-4`", "`-3`", "`-3.5`", "`3`"],
      "B",
      "Gehele deling in Rust rondt af richting nul, dus −3,5 wordt −3. Wie naar beneden wil afronden, gebruikt `div_euclid`, dat −4 geeft; een uitkomst met decimalen bestaat bij gehele getallen niet.",
      markup=MD, style=[CODE, IT, R, AFL]),

    q(NONE, "rust-box-heap",
      "Waarvoor gebruik je `Box<T>`?",
      ["Om een waarde op de heap te zetten met één eigenaar, die het geheugen vrijgeeft als de box buiten scope gaat",
       "Om een waarde met referentietelling tussen threads te delen",
       "Om een waarde onveranderlijk te maken"],
      "A",
      "Een `Box` is de eenvoudigste slimme pointer: hij bezit precies één waarde op de heap. Dat is onder meer nodig voor recursieve typen zoals een gelinkte lijst. "
      "Delen met referentietelling tussen threads doe je met `Arc`.",
      markup=MD, style=[CODE, IT, AFL]),

    q(NONE, "rust-arc-afkorting",
      "Waar staat `Arc` in `std::sync::Arc` voor?",
      ["Asynchronous Runtime Container", "Array Reference Cell", "Atomically Reference Counted"],
      "C",
      "`Arc` is de thread-veilige tegenhanger van `Rc`: de referentieteller wordt met atomaire bewerkingen bijgewerkt.",
      markup=MD, style=[CODE, IT, KORT]),

    q(NONE, "rust-len-telt-bytes",
      "Wat geeft `\"café\".len()` terug?",
      ["`4`", "`5`", "`8`"],
      "B",
      "`len` telt bytes, geen tekens. In UTF-8 nemen `c`, `a` en `f` elk één byte in en de `é` twee, samen vijf. Het aantal tekens, 4, krijg je met `.chars().count()`.",
      markup=MD, style=[CODE, IT, AFL]),

    q(NONE, "rust-unsafe-ruwe-pointer",
      "Voor welke handeling heb je in Rust een `unsafe`-blok nodig?",
      ["Een ruwe pointer dereferencen", "Een `Box` aanmaken", "Een nieuwe thread starten", "Een `Vec` vergroten"],
      "A",
      "Een ruwe pointer (`*const T` of `*mut T`) mag je in veilige code wel maken, maar niet volgen: de compiler kan niet nagaan of hij naar geldig geheugen wijst. "
      "Zie het hoofdstuk over *unsafe Rust* in [The Rust Programming Language](https://doc.rust-lang.org/book/).",
      markup=MD, style=[CODE, IT, LINK, CURS]),

    q(NONE, "rust-inclusief-bereik-som",
      "Wat is de uitkomst van `(1..=4).sum::<i32>()`?",
      ["`6`", "`10`", "`24`", "`4`"],
      "B",
      "`1..=4` is een inclusief bereik: 1 + 2 + 3 + 4 = 10. Met het halfopen bereik `1..4` zou de som 6 zijn, en 24 is het product van de getallen.",
      markup=MD, style=[CODE, IT, R, AFL]),

    # ------------------------------------------------------------ sleutel verplaatst
    q(MOVED, "rust-let-onveranderlijk",
      "Wat geldt standaard voor een variabele die met `let` wordt gedeclareerd?",
      ["Hij is veranderlijk", "Hij is onveranderlijk, tenzij je `mut` toevoegt", "Hij is een constante die al bij het compileren bekend moet zijn"],
      "B",
      "Een gewone `let`-binding kan na de toekenning niet meer worden gewijzigd; wie dat wel wil, schrijft `let mut`. "
      "Een echte constante declareer je met `const`, en die moet inderdaad al bij het compileren bekend zijn.",
      moved_to="A",
      markup=MD, style=[CODE, IT, AFL]),

    q(MOVED, "rust-map-sum-verdubbeld",
      "Welke waarde krijgt `s` na de volgende twee regels?\n\n"
      "```rust\n"
      "let a = [10, 20, 30];\n"
      "let s: i32 = a.iter().map(|x| x * 2).sum();\n"
      "```",
      ["`60`", "`120`", "`180`"],
      "B",
      "Elk element wordt eerst verdubbeld tot 20, 40 en 60; de som daarvan is 120.",
      moved_to="C",
      markup=MD, style=[CODE, IT, R, KORT]),

    q(MOVED, "rust-macro-direct-stoppen",
      "Met welke macro laat je een Rust-programma direct stoppen met een foutmelding?",
      ["`println!`", "`panic!`", "`format!`", "`vec!`"],
      "B",
      "Je laat de huidige thread 'in paniek raken': die macro toont het meegegeven bericht en breekt de uitvoering af. "
      "`println!` drukt alleen tekst af, `format!` bouwt een `String` en `vec!` maakt een vector; geen van drieën stopt het programma.",
      moved_to="C",
      markup=MD, style=[CODE, IT, PARA]),
]

RELATED = [
    ["rust-string-verplaatst", "rust-lenen-niet-toegestaan", "rust-lifetime-langste", "rust-type-stringliteraal"],
    ["rust-wrapping-add-u8", "rust-checked-add-none", "rust-standaard-integertype", "rust-deling-negatief-geheel"],
    ["rust-option-varianten", "rust-vraagteken-operator", "rust-vec-get-buiten-bereik", "rust-match-niet-uitputtend"],
    ["rust-box-heap", "rust-arc-afkorting", "rust-unsafe-ruwe-pointer"],
    ["rust-cargo-release-build", "rust-derive-debug"],
    ["rust-shadowing-blok", "rust-inclusief-bereik-som", "rust-len-telt-bytes"],
]
