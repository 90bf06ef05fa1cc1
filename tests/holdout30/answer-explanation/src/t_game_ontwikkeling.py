from common import onderwerp
q = onderwerp('game-ontwikkeling', 'Game-ontwikkeling',
              'Hoe games worden gemaakt: gameloop, engines, framerate, botsingen en een beetje geschiedenis.', 'IT')

q('afkorting-npc', 'A', "Waar staat de afkorting NPC in games voor?",
  ["Non-player character", "New player challenge", "Network processing client", "Next playable content"],
  "Een NPC (non-player character) is een personage dat niet door een speler maar door de computer wordt bestuurd, zoals een winkelier of een vijand.",
  'acr kort')
q('frametijd-bij-60-fps', 'B', "Hoeveel tijd heeft een game per frame om het beeld op te bouwen bij 60 frames per seconde?",
  ["6,0 ms", "16,7 ms", "33,3 ms", "60 ms"],
  "Eén seconde is 1000 milliseconden, en 1000 ms ÷ 60 frames ≈ 16,7 ms per frame. Bij 30 FPS is het dubbele beschikbaar, 33,3 ms.",
  'rek uitg es ew weer acr', comp=('1000/60', 'ms'))
q('niet-in-de-gameloop', 'C', "Welke stap hoort NIET bij de gameloop die elk frame wordt doorlopen?",
  ["De invoer van de speler verwerken", "De spelwereld bijwerken", "De game opnieuw installeren", "Het beeld tekenen (renderen)"],
  "Een gameloop herhaalt elk frame drie stappen: eerst de invoer verwerken (welke toetsen zijn ingedrukt, waar staat de muis), dan de spelwereld bijwerken (posities, botsingen, vijanden, timers) en ten slotte het nieuwe beeld tekenen. Dat gebeurt tientallen keren per seconde. Installeren is een eenmalige handeling van de gebruiker en heeft niets met de loop te maken; het zou ook onmogelijk zijn om dat zestig keer per seconde te doen.",
  'neg lang weer par gw')
q('waarom-delta-time', 'D', "Waarom vermenigvuldig je in Unity een verplaatsing in `Update()` met `Time.deltaTime`?",
  ["Om de game sneller te laten laden",
   "Om het geheugengebruik te verlagen",
   "Om botsingen nauwkeuriger te detecteren",
   "Zodat een object even snel beweegt, ongeacht hoeveel frames per seconde de computer haalt"],
  "`Update()` wordt één keer per frame aangeroepen, en `Time.deltaTime` is de tijd in seconden sinds het vorige frame: met snelheid × deltaTime legt een object per seconde dezelfde afstand af, of de computer nu 30 of 144 beelden per seconde tekent.",
  'code kort par')
q('diagonaal-zonder-normaliseren', 'C', "Een personage beweegt met de toetsen W en D tegelijk schuin. De invoervector (1, 1) wordt niet genormaliseerd. Hoeveel keer zo snel beweegt het personage dan als met alleen W?",
  ["0,71 keer", "1 keer", "Ongeveer 1,41 keer", "2 keer"],
  "De lengte van (1, 1) is de wortel uit 1² + 1² = √2 ≈ 1,41, terwijl (1, 0) lengte 1 heeft; zonder normaliseren ga je schuin dus ruim veertig procent sneller, en daarom deel je de vector eerst door zijn lengte.",
  'rek uitg gw kort', comp=('2^0.5', 'keer'))
q('wat-is-een-sprite', 'D', "Wat is een sprite in een 2D-game?",
  ["Een geluidseffect dat bij een sprong wordt afgespeeld",
   "Een stuk code dat botsingen berekent",
   "De hoofdloop van het spel",
   "Een tweedimensionale afbeelding die als object in de spelwereld wordt getekend, zoals een personage of een munt"],
  "Sprites zijn de plaatjes waaruit een 2D-game is opgebouwd; vaak staan alle animatiestappen van een personage naast elkaar in één sprite sheet.",
  'kort par')
q('algoritme-voor-kortste-route', 'A', "Welk algoritme wordt in games veel gebruikt om de kortste route voor een personage over een kaart te vinden?",
  ["`A*` (A-ster)", "Bubblesort", "RSA", "MD5"],
  "`A*` zoekt net als het algoritme van Dijkstra de goedkoopste route, maar gebruikt een schatting van de resterende afstand (een heuristiek) om eerst in de richting van het doel te zoeken; bubblesort sorteert lijsten, RSA versleutelt en MD5 is een hashfunctie.",
  'code kort weer acr')
q('onjuist-over-game-engines', 'B', "Welke uitspraak over bekende game-engines is ONJUIST?",
  ["In Unity schrijf je scripts meestal in C#",
   "Godot is een engine die uitsluitend in de webbrowser draait",
   "Unreal Engine gebruikt C++ en het visuele scriptsysteem Blueprints",
   "Godot heeft een eigen scripttaal, GDScript"],
  "Godot is een opensource-engine die je als gewoon programma op Windows, macOS en Linux gebruikt, ook al kun je er games voor het web mee maken; de andere drie uitspraken kloppen.",
  'neg kort par')
q('afkorting-hud', 'B', "Waar staat HUD voor, het deel van het scherm met levens, score en kaart?",
  ["High unit density", "Heads-up display", "Hidden user data", "Hardware upscaling device"],
  "Een heads-up display komt uit de luchtvaart, waar piloten informatie op het glas zien zonder omlaag te kijken; in games is het de laag met levensbalk, munitie en minikaart over het spelbeeld heen.",
  'acr kort')
q('schaalfactor-pixelart', 'A', "Een pixelartgame heeft een interne resolutie van 320 bij 180 pixels en wordt getoond op een full-hd-scherm van 1920 × 1080 pixels. Met welke hele factor wordt elk pixel vergroot?",
  ["6 keer", "4 keer", "8 keer", "5 keer"],
  "In de breedte is 1920 ÷ 320 = 6 en in de hoogte 1080 ÷ 180 = 6, dus elk spelpixel wordt een blokje van zes bij zes schermpixels, zonder vervorming.",
  'rek uitg gw kort', comp=('1920/320', 'keer'))
q('unity-start-functie', 'D', "Wanneer roept Unity de functie `Start()` aan in een script dat van `MonoBehaviour` erft?",
  ["Elk frame opnieuw",
   "Bij elke botsing",
   "Met vaste tussenpozen, voor natuurkundige berekeningen",
   "Eén keer, vlak voordat het script voor het eerst `Update()` uitvoert"],
  "Unity roept `Start()` één keer aan, in het frame waarin het script actief wordt en vóór de eerste `Update()`; daarom zet je er beginwaarden in. Elk frame aangeroepen worden is juist het kenmerk van `Update()`, bij botsingen roept Unity `OnCollisionEnter()` aan, en de vaste tussenpozen voor de physics horen bij `FixedUpdate()`, standaard elke 0,02 seconde, dus vijftig keer per seconde. Zie de [Unity-documentatie](https://docs.unity3d.com/ScriptReference/MonoBehaviour.html).",
  'lang code link weer gw')
q('level-of-detail', 'C', "Wat betekent LOD (level of detail) in 3D-games?",
  ["Het moeilijkheidsniveau van een level",
   "De laadtijd van een level",
   "Objecten ver van de camera met eenvoudiger modellen tekenen, zodat de GPU minder werk heeft",
   "Het aantal levels in een game"],
  "Een boom op de achtergrond beslaat maar een paar pixels, dus heeft het geen zin hem met tienduizenden polygonen te tekenen: de engine kiest afhankelijk van de afstand een grover model.",
  'acr par kort')
q('niet-sneller-draaien', 'D', "Welke aanpassing maakt een game NIET sneller?",
  ["Objecten die buiten beeld zijn niet tekenen (culling)",
   "Textures comprimeren",
   "Veelgebruikte objecten hergebruiken in plaats van steeds nieuwe te maken (object pooling)",
   "De resolutie van alle schaduwen verviervoudigen"],
  "Culling, gecomprimeerde textures en object pooling besparen allemaal rekenwerk of geheugen, terwijl scherpere schaduwen juist extra geheugen en rekentijd van de GPU kosten.",
  'neg kort par acr')
q('aabb-botsingstest', 'C', "Wat is een AABB-botsingstest?",
  ["Een test die kijkt of twee bollen elkaar raken",
   "Een test waarbij elke pixel van twee sprites wordt vergeleken",
   "Een test of twee rechthoekige kaders die langs de x- en de y-as liggen, elkaar overlappen",
   "Een test die meet hoe hard twee objecten botsen"],
  "AABB staat voor axis-aligned bounding box: een doos die niet gedraaid is ten opzichte van de assen. Twee zulke dozen raken elkaar precies als ze zowel horizontaal als verticaal overlappen, bijvoorbeeld met `a.x < b.x + b.breedte && a.x + a.breedte > b.x` en dezelfde test voor y.",
  'code acr par')
q('jaar-van-pong', 'B', "In welk jaar bracht Atari het arcadespel Pong uit?",
  ["1962", "1972", "1982", "1992"],
  "Pong verscheen in 1972 als arcadekast van Atari en was een van de eerste commercieel succesvolle videospellen.",
  'kort jaar')
q('seed-bij-procedurele-levels', 'A', "Wat doet een seed bij procedureel gegenereerde levels?",
  ["Met dezelfde seed maakt de willekeurgenerator steeds dezelfde reeks getallen, zodat hetzelfde level opnieuw kan worden gemaakt",
   "Hij bepaalt de kleur van het gras",
   "Hij versleutelt de opgeslagen spelvoortgang",
   "Hij telt hoeveel levels de speler heeft gehaald"],
  "Een pseudo-willekeurgenerator is voorspelbaar: start je hem met dezelfde beginwaarde, dan volgen dezelfde getallen, en daardoor kunnen spelers van bijvoorbeeld Minecraft een wereld delen door alleen die beginwaarde door te geven.",
  'par kort')
q('tegels-op-een-rij', 'A', "Een tilemap gebruikt tegels van 16 × 16 pixels. Hoeveel tegels passen naast elkaar op een scherm van 320 pixels breed?",
  ["20 tegels", "16 tegels", "32 tegels", "25 tegels"],
  "320 ÷ 16 = 20, dus twintig tegels per rij.",
  'rek uitg gw kort', comp=('320/16', 'tegels'))
q('geen-gamegenre', 'B', "Welke afkorting staat NIET voor een gamegenre?",
  ["RPG", "GPU", "FPS", "MMO"],
  "RPG (role-playing game), FPS (first-person shooter) en MMO (massively multiplayer online) zijn genres; GPU is de graphics processing unit, de chip die het beeld berekent.",
  'neg acr kort weer')
q('godot-process-en-physics', 'C', "Wat is het verschil tussen `_process(delta)` en `_physics_process(delta)` in Godot?",
  ["`_process` draait alleen in de editor",
   "`_physics_process` draait alleen als er een botsing is",
   "`_process` volgt de framerate, terwijl `_physics_process` met een vaste frequentie draait, standaard 60 keer per seconde",
   "Er is geen verschil; het zijn twee namen voor dezelfde functie"],
  "Godot roept `_process` zo vaak aan als er beelden worden getekend, zodat `delta` steeds wisselt, terwijl `_physics_process` met een vaste tik loopt (instelbaar als Physics Ticks per Second, standaard zestig), wat natuurkundige berekeningen voorspelbaar houdt.",
  'code kort gw par')
q('ontwerper-van-tetris', 'D', "Wie ontwierp het spel Tetris, dat in 1984 in de Sovjet-Unie ontstond?",
  ["Shigeru Miyamoto", "Hideo Kojima", "Nolan Bushnell", "Aleksej Pazjitnov"],
  "Aleksej Pazjitnov programmeerde Tetris in 1984 in Moskou; Miyamoto is de bedenker van Mario en Zelda, Kojima van Metal Gear, en Bushnell was medeoprichter van Atari.",
  'kort weer jaar')

q('frametijd-bij-30-fps', 'C', "Hoeveel milliseconden duurt één frame bij 30 frames per seconde, afgerond op één decimaal?",
  ["16,7 ms", "30,0 ms", "33,3 ms", "3,3 ms"],
  "1000 ms ÷ 30 = 33,3 ms per frame, twee keer zoveel als bij zestig beelden per seconde.",
  'rek uitg gw kort es', zet='A')
q('wat-is-een-hitbox', 'A', "Wat is een hitbox?",
  ["Een onzichtbare vorm rond een personage of object die bepaalt waar een treffer of botsing telt",
   "Een kist met bonusvoorwerpen",
   "Een lijst met de best verkochte games",
   "Het geluid bij een treffer"],
  "De hitbox is meestal een eenvoudige rechthoek of capsule die het personage ongeveer omhult; het spel rekent botsingen met die vorm in plaats van met het gedetailleerde model.",
  'par kort', zet='D')
q('scripttaal-unreal-engine', 'D', "In welke programmeertaal schrijf je naast Blueprints de gameplaycode in Unreal Engine?",
  ["C#", "Python", "Lua", "C++"],
  "Unreal Engine is zelf in C++ geschreven en ook gameplaycode schrijf je daar in C++, met Blueprints als visueel alternatief; C# is de taal van Unity.",
  'kort weer', zet='B')
