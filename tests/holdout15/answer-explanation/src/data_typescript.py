from common import *
TOPIC = "typescript"
TITLE = "TypeScript"
DESC = "Het typesysteem, de compiler en veelgebruikte taalconstructies van TypeScript."

q(NONE, "ts-unknown-vs-any", "Wat is het verschil tussen `unknown` en `any`?",
  ["Er is geen verschil", "Bij `unknown` moet je het type eerst vernauwen voordat je er iets mee doet", "`unknown` kan alleen `null` of `undefined` bevatten en is dus een soort optioneel type"], "B",
  "Een waarde van type `unknown` mag je pas gebruiken na een controle zoals `typeof`; `any` schakelt de typecontrole helemaal uit.", "code parafrase")
q(NONE, "ts-tsc", "Wat doet het commando `tsc`?",
  ["Het start een webserver", "Het installeert pakketten uit npm", "Het voert een `.ts`-bestand direct uit zonder typecontrole", "Het compileert TypeScript naar JavaScript"], "D",
  "`tsc` is de TypeScript-compiler: hij controleert de typen en schrijft JavaScript (JS) weg.", "code kort it-acroniem")
q(NONE, "ts-union", "Welk type heeft `x` in `let x: string | number;`?",
  ["Een string of een getal", "Een string en een getal tegelijk", "Een array van strings en getallen"], "A",
  "Het verticale streepje maakt een *union*: de waarde is óf het ene óf het andere type. Een waarde die beide tegelijk is, hoort niet bij een union maar bij een intersectie (`&`).", "code cursief weerlegt")
q(NONE, "ts-interface-extends", "Hoe breid je een interface `Dier` uit tot `Hond`?",
  ["`interface Hond = Dier + { ras: string }`", "`interface Hond extends Dier { ras: string }`", "`interface Hond implements Dier { ras: string }`"], "B",
  "Interfaces erven met `extends`; `implements` gebruik je alleen als een klasse een interface belooft na te leven.", "code weerlegt")
q(NONE, "ts-strict", "Welke compileroptie zet in één keer een hele familie strenge controles aan, zoals `strictNullChecks`?",
  ["`noEmit`", "`allowJs`", "`sourceMap`", "`strict`"], "D",
  "Met `\"strict\": true` in `tsconfig.json` gaan alle strikte controles tegelijk aan. `noEmit` voorkomt juist dat er uitvoer wordt geschreven en `allowJs` laat JavaScript-bestanden toe. Zie de [tsconfig-referentie](https://www.typescriptlang.org/tsconfig#strict).", "code weerlegt link")
q(NONE, "ts-niet-primitief", "Welk van deze typen is GEEN primitief type in TypeScript?",
  ["`object`", "`string`", "`boolean`"], "A",
  "`string` en `boolean` zijn wel primitieve typen, net als `number`, `bigint` en `symbol`. `object` staat juist voor alle niet-primitieve waarden.", "code negatief")
q(NONE, "ts-readonly", "Wat gebeurt er bij `const p: Readonly<{ x: number }> = { x: 1 }; p.x = 2;`?",
  ["Het programma compileert, maar bij het uitvoeren ontstaat een fout omdat het object bevroren is", "De compiler meldt een fout omdat `x` alleen-lezen is", "`p.x` wordt 2"], "B",
  "`Readonly` maakt alle eigenschappen `readonly`; een toewijzing eraan wordt al bij het compileren geweigerd, niet pas bij het uitvoeren.", "code weerlegt")
q(NONE, "ts-generics", "Wat geeft deze functie terug bij `eerste([3, 4])`?\n\n```ts\nfunction eerste<T>(rij: T[]): T | undefined {\n  return rij[0];\n}\n```",
  ["De waarde 3 met type `any`", "De waarde 4 met type `number`", "De waarde 3 met type `number | undefined`"], "C",
  """De functie is generiek: TypeScript leidt uit het argument `[3, 4]` af dat `T` hier `number` is. Het retourtype wordt
daardoor `number | undefined`, want een lege rij zou geen eerste element hebben. De functie geeft het element met index
nul terug, en dat is 3. Het type `any` klopt niet, omdat de typeparameter juist zorgt dat het echte type behouden blijft
in plaats van verloren te gaan; dat is het hele nut van generics. De waarde 4 klopt evenmin, want dat is het element op
index een, het tweede element. Alleen de optie met de waarde 3 en het type `number | undefined` noemt zowel de goede waarde als het goede type.""", "code lang")
q(NONE, "ts-enum", "Welke waarde heeft `Kleur.Groen` in `enum Kleur { Rood, Groen, Blauw }`?",
  ["1", "\"Groen\"", "0"], "A",
  "Numerieke enums beginnen standaard bij nul en tellen per lid één op, dus Groen krijgt 1.", "code getal-woorden kort")
q(NONE, "ts-type-assertion", "Wat doet `waarde as string`?",
  ["Het controleert bij het uitvoeren of het een string is", "Het vertelt de compiler het type aan te nemen, zonder iets om te zetten tijdens het uitvoeren", "Het zet de waarde om naar een string"], "B",
  "Een *type assertion* bestaat alleen voor de compiler en verdwijnt in de uitvoer; wil je echt omzetten, gebruik dan `String(waarde)`.", "code cursief parafrase")
q(NONE, "ts-declaration-files", "Waarvoor dienen bestanden met de extensie `.d.ts`?",
  ["Ze bevatten de gecompileerde JavaScript", "Ze bevatten de unit tests die de compiler na elke build automatisch uitvoert", "Ze beschrijven alleen typen, voor code die elders is geïmplementeerd"], "C",
  "Een declaratiebestand geeft typen voor bijvoorbeeld een JavaScript-bibliotheek, zonder zelf uitvoerbare code te bevatten. Zie de [handleiding over declaratiebestanden](https://www.typescriptlang.org/docs/handbook/declaration-files/introduction.html).", "code link parafrase")
q(NONE, "ts-never", "Wanneer heeft een uitdrukking het type `never`?",
  ["Als ze nooit een waarde oplevert, bijvoorbeeld omdat een functie altijd een fout gooit", "Als ze `null` is", "Als ze nog niet is toegewezen"], "A",
  "`never` is het lege type: er bestaat geen waarde van, zoals bij een functie die altijd `throw` doet of eindeloos doorloopt.", "code parafrase")
q(NONE, "ts-optional-chaining", "Wat levert `a?.b` als `a` gelijk is aan `undefined`?",
  ["`null`", "`undefined`", "Een `TypeError`", "`false`"], "B",
  "Optionele ketening stopt bij `undefined` of `null` en geeft dan `undefined` terug, in plaats van een `TypeError` te gooien.", "code weerlegt kort")
q(NONE, "ts-niet-utility", "Welk van deze typen is GEEN ingebouwd hulptype van TypeScript?",
  ["`Partial<T>`", "`Pick<T, K>`", "`Nullable<T>`"], "C",
  "`Partial<T>` maakt alle eigenschappen optioneel en `Pick<T, K>` kiest er een paar uit; beide zitten in de standaardbibliotheek. `Nullable<T>` moet je zelf definiëren.", "code negatief")
q(NONE, "ts-json-dom", "Welke optie in `tsconfig.json` bepaalt welke ingebouwde API's, zoals de DOM, de compiler kent?",
  ["`lib`", "`outDir`", "`rootDir`"], "A",
  "Met `lib` kies je de typebibliotheken, bijvoorbeeld `[\"ES2022\", \"DOM\"]`; `outDir` en `rootDir` gaan over mappen.", "code it-acroniem")
q(NONE, "ts-keyof", "Wat is `keyof { a: number; b: string }`?",
  ["`string`", "`{ a: number; b: string }`", "`number | string`", "`\"a\" | \"b\"`"], "D",
  "`keyof` geeft de namen van de eigenschappen als union van letterlijke typen; de typen van de waarden krijg je niet met `keyof` maar met een indextype.", "code weerlegt")
q(NONE, "ts-bestand-regels", "Een project heeft 240 `.ts`-bestanden; 15% daarvan gebruikt nog `any`. Hoeveel bestanden zijn dat?",
  ["48", "24", "36"], "C",
  "Vijftien procent van 240 is 0,15 × 240 = 36 bestanden.", "code rekenen getal-woorden kort", compute=("0.15*240", "bestanden"))
q(NONE, "ts-compile-tijd", "Een incrementele build duurt 4,8 s, een volledige build 32 s. Hoeveel procent van de volledige buildtijd kost de incrementele build?",
  ["15%", "6,7%", "85%"], "A",
  "4,8 seconden van 32 seconden is 4,8 / 32 = 0,15, oftewel vijftien procent; 85% is wat je bespaart.", "rekenen eenheid-woorden getal-woorden weerlegt", compute=("4.8/32*100", "%"))
q(NONE, "ts-json-import", "Welke optie is nodig om een `.json`-bestand met `import` te laden en getypeerd te gebruiken?",
  ["`sourceMap`", "`resolveJsonModule`", "`esModuleInterop`", "`isolatedModules`"], "B",
  "Pas met `resolveJsonModule` leest de compiler JSON-bestanden als module en leidt hij er typen uit af.", "code it-acroniem kort")
q(NONE, "ts-structureel", "Hoe vergelijkt TypeScript twee objecttypen bij toewijzing?",
  ["Op hun naam: alleen hetzelfde gedeclareerde type is toegestaan", "Op het bestand waarin ze gedefinieerd zijn", "Op hun structuur: dezelfde eigenschappen met passende typen volstaan"], "C",
  "TypeScript gebruikt structurele typering: een object past als het de vereiste eigenschappen heeft, ongeacht hoe het type heet.", "parafrase feedback",
  fb=["Fout: naamtypering kennen talen als Java, niet TypeScript.", "Fout: de bestandslocatie speelt geen rol.", "Goed."])

q(SUPPORTS, "ts-interface-vs-type", "Wat kan een `interface` wel en een `type`-alias niet?",
  ["Opnieuw gedeclareerd worden, waarna de declaraties samensmelten", "Een functie typeren", "Een union van twee typen beschrijven"], "A",
  "Twee `interface`-declaraties met dezelfde naam worden samengevoegd (*declaration merging*). Een union kan alleen een `type`-alias uitdrukken, en functies typeren kunnen ze allebei.", "code cursief weerlegt", moved_to="C")
q(SUPPORTS, "ts-niet-narrowing", "Welke constructie vernauwt het type van een variabele NIET?",
  ["`x instanceof Date`", "`x as string`", "`typeof x === \"string\"`"], "B",
  "Een `as`-assertie dwingt een type af zonder controle en vernauwt dus niets. `typeof` en `instanceof` zijn echte controles waarna de compiler binnen de tak het nauwere type kent.", "code negatief", moved_to="C")
q(SUPPORTS, "ts-void", "Wat is het retourtype van een functie die niets teruggeeft?",
  ["`never`", "`null`", "`void`"], "C",
  "Een functie die normaal eindigt zonder `return`-waarde heeft retourtype `void`. `never` is voor functies die nooit normaal eindigen, en `null` is een waarde die je expliciet zou moeten teruggeven. Zie het [handboek over functies](https://www.typescriptlang.org/docs/handbook/2/functions.html).", "code weerlegt link", moved_to="A")
q(DUP, "ts-spread-tuple", "Welk type leidt TypeScript af voor `const t = [1, \"a\"] as const;`?",
  ["`readonly [1, \"a\"]`", "`(string | number)[]`", "`(string | number) []`"], "A",
  "`as const` maakt een alleen-lezen tupel met letterlijke typen, zodat elk element zijn eigen vaste type houdt; zonder `as const` zou het type `(string | number)[]` zijn. Zie [const assertions](https://www.typescriptlang.org/docs/handbook/release-notes/typescript-3-4.html#const-assertions).", "code weerlegt link", dup=("B", "C", "spatie"))
