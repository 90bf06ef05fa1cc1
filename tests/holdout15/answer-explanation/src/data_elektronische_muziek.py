from common import *
TOPIC = "elektronische-muziek"
TITLE = "Elektronische muziek"
DESC = "Synthese, productie, apparatuur en genres in de elektronische muziek."

q(NONE, "midi", "Wat verstuurt een MIDI-verbinding?",
  ["Het audiosignaal zelf", "Gecomprimeerde videobeelden die lichtshows synchroon laten lopen met de muziek", "Besturingsgegevens zoals nootnummers en aanslagsterkte"], "C",
  "MIDI draagt geen geluid over maar instructies: welke noot, hoe hard en wanneer. Het audiosignaal gaat niet via MIDI maar via een audiokabel.", "it-acroniem weerlegt")
q(NONE, "adsr", "Waar staan de vier letters van een ADSR-envelop voor?",
  ["Attack, decay, sustain, release", "Amplitude, delay, speed, resonance", "Audio, digital, stereo, reverb"], "A",
  "De envelop beschrijft hoe een toon aanzwelt (attack), terugvalt (decay), aanhoudt (sustain) en uitsterft (release).", "acroniem parafrase")
q(NONE, "bpm-ms", "Hoe lang duurt één tel bij een tempo van 120 BPM?",
  ["250 ms", "500 ms", "120 ms"], "B",
  "Honderdtwintig tellen per minuut is twee per seconde, dus een halve seconde per tel.", "rekenen eenheid-woorden getal-woorden acroniem", compute=("60000/120", "ms"))
q(NONE, "subtractieve-synthese", "Hoe werkt subtractieve synthese?",
  ["Sinussen worden opgeteld tot een klank", "Korte fragmenten van een sample worden herschikt", "Een boventoonrijke golfvorm wordt met een filter bijgeschaafd"], "C",
  "Je begint met bijvoorbeeld een zaagtand en haalt er met een filter frequenties uit. Sinussen optellen is niet subtractief maar additief, en fragmenten herschikken is granulaire synthese.", "weerlegt parafrase")
q(NONE, "tb-303", "Met welk apparaat wordt het geluid van acid house vooral verbonden?",
  ["De Fairlight CMI", "De Yamaha DX7", "De Akai MPC60", "De Roland TB-303"], "D",
  "De piepende, resonerende baslijnen van acid house komen van de TB-303, een basmachine van Roland.", "kort")
q(NONE, "geen-daw", "Welk programma is GEEN DAW?",
  ["FL Studio", "VLC media player", "Ableton Live"], "B",
  "Ableton Live en FL Studio zijn complete digitale audiowerkstations met sequencer, instrumenten en mixer. VLC is een mediaspeler: hij speelt audio en video af, maar kan niet opnemen, sequencen of mixen.", "negatief it-acroniem")
q(NONE, "samplerate", "Hoeveel samples per seconde gebruikt een cd per kanaal?",
  ["48.000", "96.000", "44.100"], "C",
  "De cd-standaard gebruikt een samplefrequentie van 44,1 kHz; 48 kHz is gangbaar bij video.", "rekenen eenheid-woorden weerlegt kort")
q(NONE, "nyquist", "Wat is de hoogste frequentie die je met een samplefrequentie van 48 kHz kunt vastleggen?",
  ["24 kHz", "48 kHz", "96 kHz"], "A",
  "Volgens het bemonsteringstheorema van Nyquist is de grens de helft van de samplefrequentie, dus vierentwintig kilohertz.", "rekenen getal-woorden eenheid-woorden", compute=("48/2", "kHz"))
q(NONE, "sidechain", "Waarvoor gebruiken producers sidechaincompressie in dancemuziek?",
  ["Om een stem automatisch te stemmen", "Om de stereobreedte van een mix te vergroten", "Om het tempo te verhogen", "Om bas en pads even stiller te maken als de kickdrum klinkt"], "D",
  "De kick stuurt de compressor op een ander spoor aan, waardoor dat spoor wegduikt op elke tel en het typische pompende effect ontstaat.", "parafrase")
q(NONE, "lfo", "Wat doet een LFO in een synthesizer?",
  ["Hij versterkt het uitgangssignaal", "Hij slaat alle presets en instellingen van de synthesizer op een geheugenkaart op", "Hij moduleert langzaam een parameter, zoals toonhoogte of filter"], "C",
  "Een low frequency oscillator trilt onder het hoorbare bereik en laat een andere parameter ritmisch op en neer gaan, zoals bij vibrato.", "acroniem parafrase")
q(NONE, "kraftwerk", "Uit welke stad kwam de invloedrijke groep Kraftwerk?",
  ["Düsseldorf", "Berlijn", "Detroit", "Keulen"], "A",
  "Kraftwerk werd in Düsseldorf opgericht. Detroit is niet de stad van Kraftwerk maar de bakermat van techno, dat wel sterk door hen werd beïnvloed.", "weerlegt")
q(NONE, "maten-lengte", "Een track van 128 BPM in 4/4-maat telt 96 maten. Hoe lang duurt hij ongeveer?",
  ["2 minuten", "3 minuten", "4 minuten"], "B",
  "96 maten van vier tellen zijn 384 tellen; bij 128 tellen per minuut is dat 384 / 128 = 3 minuten.", "rekenen acroniem", compute=("96*4/128", "minuten"))
q(NONE, "niet-effect", "Welk apparaat is NIET bedoeld om het geluid van een signaal te bewerken?",
  ["Delay", "Reverb", "Sequencer"], "C",
  """Een delay herhaalt het inkomende signaal na een instelbare tijd, met of zonder terugkoppeling, en bewerkt dus het geluid
zelf. Een reverb voegt talloze dichte reflecties toe en simuleert daarmee een ruimte, wat ook een bewerking van het signaal
is. Beide zijn effecten die je op een spoor of een send plaatst. Een sequencer daarentegen maakt helemaal geen geluid en
verandert er ook niets aan: hij slaat patronen van noten en andere gebeurtenissen op en speelt die in de tijd af, zodat
instrumenten weten wat ze moeten spelen en wanneer. Zo'n apparaat stuurt aan, maar bewerkt geen audio.""", "negatief lang")
q(NONE, "bitdiepte", "Welk dynamisch bereik haalt 16-bit audio theoretisch ongeveer?",
  ["96 dB", "48 dB", "144 dB"], "A",
  "Elke bit levert ongeveer 6 decibel op: 16 × 6 = 96 dB. Het bereik van 144 dB hoort bij 24 bit.", "rekenen eenheid-woorden weerlegt", compute=("16*6.02", "dB"))
q(NONE, "roland-808", "Welke drumcomputer is beroemd om zijn diepe, uitklinkende basdrum in hiphop en electro?",
  ["De Moog Minimoog", "De Roland TR-808", "De Roland TB-303"], "B",
  "De TR-808 is de drumcomputer met de lange basdrum; de TB-303 is een bassynthesizer en de Minimoog een monofone synthesizer.", "weerlegt kort")
q(NONE, "quantize", "Wat doet *quantizen* in een sequencer?",
  ["De toonsoort wijzigen", "Het volume normaliseren", "Noten naar het dichtstbijzijnde rasterpunt schuiven", "De audio omzetten naar een lagere bitdiepte"], "C",
  "Door te *quantizen* komen ingespeelde noten precies op de maat te liggen, zodat kleine timingfouten verdwijnen.", "cursief parafrase")
q(NONE, "vst", "Wat is een VST-plug-in?",
  ["Een software-instrument of effect dat in een DAW wordt geladen", "Een type MIDI-kabel", "Een bestandsformaat voor gecomprimeerde audio, vergelijkbaar met mp3 maar met hogere kwaliteit"], "A",
  "VST (Virtual Studio Technology) is de standaard van Steinberg waarmee instrumenten en effecten als plug-in in een DAW draaien.", "it-acroniem acroniem kort")
q(NONE, "oscillator-octaaf", "Een oscillator speelt 220 Hz. Welke frequentie klinkt één octaaf hoger?",
  ["880 Hz", "440 Hz", "330 Hz"], "B",
  "Een octaaf hoger betekent een verdubbeling van de frequentie: tweehonderdtwintig hertz wordt 440 Hz.", "rekenen getal-woorden eenheid-woorden", compute=("220*2", "Hz"))
q(NONE, "dj-beatmatch", "Wat doet een dj bij beatmatchen?",
  ["Hij kiest nummers in dezelfde toonsoort", "Hij schakelt het geluid uit tussen twee nummers", "Hij brengt twee nummers op hetzelfde tempo en in fase"], "C",
  "Met de pitchfader en het jogwiel laat de dj de tellen van beide platen exact samenvallen.", "parafrase feedback",
  fb=["Nee, dat heet harmonisch mixen.", "Nee, dan valt de muziek juist stil.", "Precies."])
q(NONE, "moog-ladder", "Welk filtertype is bekend geworden door de Moog-synthesizers?",
  ["Het transistorladderfilter", "Het kamfilter", "Het grafische equalizerfilter"], "A",
  "Robert Moog patenteerde een laagdoorlaatfilter met een ladder van transistorparen, met een warme, vette klank.", "kort")

q(SUPPORTS, "filter-cutoff", "Wat gebeurt er als je de cutoff van een laagdoorlaatfilter omlaag draait?",
  ["Het volume van de lage tonen verdwijnt", "De toon gaat een octaaf omhoog", "De klank wordt scherper", "De klank wordt doffer omdat hoge frequenties worden weggefilterd"], "D",
  "Een laagdoorlaatfilter laat alleen frequenties onder de cutoff door; zakt die grens, dan verdwijnen steeds meer hoge boventonen en klinkt het doffer.", "parafrase", moved_to="C")
q(SUPPORTS, "sample-bytes", "Hoeveel kilobyte per seconde kost een mono-opname van 48 kHz in 16 bit, met 1 kB = 1000 byte?",
  ["48 kB", "768 kB", "96 kB"], "C",
  "Per seconde zijn er 48.000 samples van twee bytes: 96.000 byte, dus 96 kB. 768 is het aantal kilobit, niet kilobyte.", "rekenen weerlegt it-acroniem", moved_to="B")
q(SUPPORTS, "niet-house", "Welke uitspraak over house is onjuist?",
  ["House ontstond in de jaren vijftig", "House ontstond in Chicago", "House heeft meestal een four-on-the-floor-basdrum"], "A",
  "House kwam pas midden jaren tachtig op, in de clubs van Chicago zoals de Warehouse. Het genre heeft wel de kenmerkende basdrum op elke tel.", "negatief", moved_to="C")
