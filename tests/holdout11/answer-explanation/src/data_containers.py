from common import q, NONE, MOVED, DUP

TOPIC = "containers"
TITLE = "Containers en Docker"
DESCRIPTION = "Images, Dockerfiles, volumes en netwerken, en de basis van Kubernetes."

QUESTIONS = [
    q(NONE, "container-versus-vm",
      "Wat is het wezenlijke verschil tussen een container en een virtuele machine (VM)?",
      ["Containers delen de kernel van het hostbesturingssysteem; een VM draait een eigen kernel bovenop een hypervisor",
       "Containers draaien altijd in de cloud, VM's altijd op eigen hardware",
       "Een VM kan maar één proces draaien, een container meerdere",
       "Containers hebben geen bestandssysteem, VM's wel"], 0,
      """
Een container is in feite een groep geïsoleerde processen op de host, die dezelfde kernel gebruiken; daardoor starten containers in een fractie van een seconde en zijn ze klein. Een VM emuleert een complete machine met een eigen besturingssysteem en kernel. Waar het draait (cloud of eigen hardware) staat daar los van, containers hebben wel degelijk een eigen bestandssysteem (uit het image), en een VM draait gewoon veel processen.""",
      tags=["basis"], related=["container-niet-juist-kernel"]),

    q(NONE, "dockerfile-from",
      "Welke instructie in een Dockerfile bepaalt op welk image je eigen image is gebaseerd?",
      ["FROM", "RUN", "CMD", "COPY"], 0,
      "`FROM` kiest het basisimage, bijvoorbeeld `FROM python:3.12-slim`; het is (op `ARG` na) de eerste instructie van elke build-fase.",
      markup="markdown", tags=["dockerfile"]),

    q(NONE, "dockerfile-run-versus-cmd",
      "Wat is het verschil tussen `RUN` en `CMD` in een Dockerfile?",
      ["`RUN` voert een opdracht uit tijdens het bouwen en legt het resultaat vast in een laag; `CMD` geeft de standaardopdracht die draait als een container start",
       "`RUN` en `CMD` doen hetzelfde; `CMD` is alleen de oudere schrijfwijze",
       "`CMD` voert een opdracht uit tijdens het bouwen; `RUN` bij het starten van de container",
       "`RUN` mag maar één keer voorkomen, `CMD` zo vaak als je wilt"], 0,
      """
`RUN apt-get install ...` draait bij `docker build` en het resultaat wordt een nieuwe laag van het image. `CMD` wordt pas gebruikt bij `docker run` en kan daar door opgegeven argumenten worden vervangen. Het is juist omgekeerd met de aantallen: `RUN` mag vaak voorkomen, van `CMD` telt alleen de laatste. Zie de [Dockerfile-referentie](https://docs.docker.com/reference/dockerfile/).""",
      markup="markdown", tags=["dockerfile"], related=["entrypoint-plus-cmd"]),

    q(NONE, "docker-poort-publiceren",
      "Wat doet de optie `-p 8080:80` in `docker run -p 8080:80 nginx`?",
      ["Verkeer naar poort 8080 van de host wordt doorgestuurd naar poort 80 in de container",
       "Verkeer naar poort 80 van de host wordt doorgestuurd naar poort 8080 in de container",
       "De container luistert op beide poorten, 80 en 8080",
       "Poort 8080 wordt binnen de container geblokkeerd en alleen 80 toegestaan"], 0,
      "De volgorde is `host:container`. Nginx luistert in de container op 80; op de host bereik je het via http://localhost:8080.",
      markup="markdown", tags=["netwerk"], feedback={1: "Je hebt de volgorde omgedraaid: eerst de hostpoort, dan de containerpoort."}),

    q(NONE, "docker-data-zonder-volume",
      "Een database draait in een container zonder volume of bind mount. Wat gebeurt er met de gegevens als je de container met `docker rm` verwijdert?",
      ["Ze zijn weg, omdat ze in de beschrijfbare laag van de container stonden",
       "Ze blijven bewaard in het image",
       "Docker verplaatst ze automatisch naar een volume",
       "Ze blijven bewaard tot de host opnieuw wordt opgestart"], 0,
      """
Alles wat een container schrijft, komt in zijn eigen beschrijfbare laag. Bij `docker stop` blijft die laag bestaan, maar `docker rm` gooit hem weg. Het image zelf is alleen-lezen en verandert niet. Gegevens die moeten blijven, horen daarom in een volume (`-v dbdata:/var/lib/postgresql/data`) of een bind mount.""",
      markup="markdown", tags=["opslag"]),

    q(NONE, "dockerfile-laagcache-volgorde",
      """
Waarom staan in veel Dockerfiles voor Node.js-projecten de regels in deze volgorde?

```dockerfile
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
```""",
      ["Zolang alleen de broncode verandert, kan Docker de laag met de geïnstalleerde pakketten uit de buildcache hergebruiken",
       "Omdat `npm ci` niet werkt als de broncode al in het image staat",
       "Omdat Docker maximaal drie `COPY`-instructies toestaat",
       "Om het uiteindelijke image kleiner te maken dan met één `COPY`"], 0,
      """
Docker hergebruikt een laag zolang de instructie en de gekopieerde bestanden niet veranderen. Door eerst alleen de pakketbestanden te kopiëren, hoeft `npm ci` pas opnieuw te draaien als de afhankelijkheden wijzigen. Een wijziging in de broncode raakt alleen de laatste `COPY`. De grootte van het image verandert er nauwelijks door; het gaat om bouwtijd.""",
      markup="markdown", tags=["dockerfile", "cache"], related=["dockerfile-multistage"]),

    q(NONE, "cgroups-limieten",
      "Welk mechanisme van de Linuxkernel beperkt hoeveel CPU en geheugen een container mag gebruiken?",
      ["cgroups", "namespaces", "chroot", "iptables"], 0,
      """
Control groups (cgroups) begrenzen en meten het gebruik van CPU, geheugen en I/O. Namespaces zorgen voor isolatie van wat een proces ziet (processen, netwerk, mounts), maar stellen geen limieten. chroot verandert alleen de hoofdmap van het bestandssysteem, en iptables gaat over netwerkverkeer.""",
      tags=["kernel"]),

    q(NONE, "oci-afkorting",
      "Waar staat de afkorting OCI voor in de containerwereld?",
      ["Open Container Initiative", "Open Cloud Infrastructure",
       "Orchestrated Container Interface", "Oracle Container Image"], 0,
      "Het Open Container Initiative, opgericht in 2015 onder de Linux Foundation, beschrijft open standaarden voor het imageformaat, de runtime en de distributie van images.",
      tags=["afkortingen"]),

    q(NONE, "kubernetes-pod",
      "Wat is in Kubernetes de kleinste eenheid die je kunt uitrollen en plannen?",
      ["Een pod", "Een node", "Een deployment", "Een service"], 0,
      """
Een pod bevat één of meer containers die samen op dezelfde node draaien en een netwerkadres delen. Een node is een machine in het cluster, een deployment beheert een groep identieke pods en een service geeft pods een vast adres; die drie zijn dus groter of van een ander soort.""",
      tags=["kubernetes"], related=["kubernetes-service", "kubernetes-requests-optellen"]),

    q(NONE, "kubernetes-requests-optellen",
      "Een deployment heeft drie replica's. Elke pod vraagt (requests) 250m CPU en 512 MiB geheugen. Hoeveel reserveert de scheduler in totaal?",
      ["250m CPU en 512 MiB", "750m CPU en 512 MiB", "750m CPU en 1,5 GiB", "3 CPU en 1,5 GiB"], 2,
      """
Drie keer 250 millicores is 750m, dus driekwart van één CPU-kern. Drie keer 512 MiB is 1536 MiB = 1,5 GiB. De optie met 3 CPU verwart millicores met hele kernen.""",
      order="fixed", tags=["kubernetes", "rekenen"], related=["kubernetes-pod"]),

    q(NONE, "image-tag-latest",
      "Wat betekent de tag `latest` bij een Docker-image?",
      ["Het is alleen de standaardnaam van de tag als je er geen opgeeft; het hoeft niet de nieuwste versie te zijn",
       "Docker controleert bij elke start of er een nieuwere versie is en haalt die automatisch op",
       "Het is altijd de meest recent gebouwde versie in het register",
       "Het image is door het register als stabiel gemarkeerd"], 0,
      """
`latest` is een gewone tag die Docker gebruikt wanneer je niets opgeeft. Wie een oude versie als `latest` pusht, krijgt die oude versie. `docker run` haalt ook niets opnieuw op als er lokaal al een image met die tag staat. Zet in productie daarom een vaste versie of digest vast.""",
      markup="markdown", tags=["images"]),

    q(NONE, "container-niet-juist-kernel",
      "Welke uitspraak over Linux-containers op een Linux-host is NIET juist?",
      ["Elke container draait met een eigen kernel die kan verschillen van die van de host",
       "Containers op dezelfde host delen de kernel van de host",
       "Een image bestaat uit alleen-lezen lagen",
       "Een draaiende container krijgt een eigen beschrijfbare laag bovenop het image"], 0,
      """
De eerste uitspraak klopt niet: containers hebben geen eigen kernel, ze gebruiken die van de host. Daarom kan een container ook niet zomaar een nieuwere kernelfunctie gebruiken dan de host biedt.

De overige uitspraken zijn juist. Het delen van de kernel is juist wat containers licht maakt; image-lagen zijn alleen-lezen en worden gedeeld tussen containers; en wat een container schrijft komt in een dunne beschrijfbare laag die bij die ene container hoort.""",
      related=["container-versus-vm"]),

    q(NONE, "dockerfile-multistage",
      "Wat is het belangrijkste voordeel van een multi-stage build?",
      ["Het uiteindelijke image bevat alleen wat nodig is om te draaien, zonder compilers en bouwgereedschap",
       "De build draait parallel op meerdere machines",
       "Je kunt meerdere containers tegelijk starten met één opdracht",
       "Het image werkt daardoor op zowel Linux als Windows"], 0,
      """
In een multi-stage build compileer je in een eerste fase met een groot image vol gereedschap en kopieer je met `COPY --from=build` alleen het resultaat naar een kleine laatste fase. Dat geeft een kleiner image met minder aanvalsoppervlak.""",
      markup="markdown", tags=["dockerfile"], related=["dockerfile-laagcache-volgorde"]),

    q(NONE, "compose-bestand",
      "In welk bestand beschrijf je bij Docker Compose een toepassing die uit meerdere samenwerkende services bestaat?",
      ["compose.yaml (of het oudere docker-compose.yml)", "Dockerfile", ".dockerignore", "package.json"], 0,
      "Compose leest `compose.yaml`; de oudere naam `docker-compose.yml` wordt nog steeds herkend. Een Dockerfile beschrijft één image, niet hoe services samenwerken.",
      markup="markdown", tags=["compose"]),

    q(NONE, "dockerignore-doel",
      "Waarvoor dient het bestand `.dockerignore`?",
      ["Om bestanden en mappen buiten de buildcontext te houden die naar de Docker-daemon wordt gestuurd",
       "Om fouten tijdens het bouwen te negeren",
       "Om containers uit te sluiten van automatisch herstarten",
       "Om te voorkomen dat een image naar een register wordt gepusht"], 0,
      "Met `.dockerignore` sluit je bijvoorbeeld `node_modules`, `.git` en bestanden met geheimen uit van de buildcontext. Dat maakt de build sneller en voorkomt dat ze per ongeluk met `COPY . .` in het image belanden.",
      markup="markdown", tags=["dockerfile"]),

    q(NONE, "entrypoint-plus-cmd",
      """
Een image is gebouwd met

```dockerfile
ENTRYPOINT ["ping"]
CMD ["localhost"]
```

Welke opdracht draait er bij `docker run mijnimage example.org`?""",
      ["`ping example.org`", "`ping localhost`", "`example.org`", "`ping localhost example.org`"], 0,
      """
Argumenten na de imagenaam vervangen `CMD`, maar niet `ENTRYPOINT`. `CMD` levert hier alleen het standaardargument; `example.org` neemt die plaats in en het resultaat is `ping example.org`. Zonder argument zou `ping localhost` draaien.""",
      markup="markdown", tags=["dockerfile"], related=["dockerfile-run-versus-cmd"]),

    q(NONE, "container-niet-als-root",
      "Waarom is het verstandig een proces in een container niet als root te laten draaien?",
      ["Als een aanvaller uit de container weet te breken, heeft hij met root-rechten veel meer mogelijkheden op de host",
       "Omdat root in een container geen bestanden mag lezen",
       "Omdat containers als root niet kunnen starten",
       "Omdat root-processen in een container meer geheugen gebruiken"], 0,
      "Root in de container is standaard dezelfde gebruiker (UID 0) als root op de host, alleen ingeperkt door namespaces en capabilities. Met de instructie `USER` in de Dockerfile draai je als gewone gebruiker en beperk je de schade bij een uitbraak.",
      markup="markdown", tags=["beveiliging"]),

    q(NONE, "image-laag-verwijderen",
      "Een image begint met een basislaag van 80 MB. Een `RUN`-instructie downloadt daarna bestanden van 120 MB, en een volgende `RUN` verwijdert 50 MB daarvan weer. Hoe groot is het image ongeveer?",
      ["80 MB", "150 MB", "200 MB", "250 MB"], 2,
      """
Elke instructie voegt een laag toe; een latere laag kan eerdere lagen niet kleiner maken. De verwijderde bestanden worden alleen verborgen, maar zitten nog in de laag van 120 MB. Het image is dus 80 + 120 = 200 MB. Wie de ruimte echt wil besparen, downloadt en verwijdert in dezelfde `RUN`-instructie.""",
      markup="markdown", order="num", compute=("80 + 120", "MB"), tags=["images", "rekenen"]),

    q(NONE, "container-registry",
      "Wat is een container-registry, zoals Docker Hub of GitHub Container Registry?",
      ["Een dienst die images opslaat en verspreidt, zodat je ze met push en pull kunt uitwisselen",
       "Een lijst met alle containers die op een host draaien",
       "Een Windows-register waarin Docker zijn instellingen bewaart",
       "Een programma dat containers automatisch herstart na een crash"], 0,
      "Een registry bewaart images onder een naam en tag; `docker push` zet er een image in en `docker pull` haalt het op. De draaiende containers op een host zie je met `docker ps`.",
      markup="markdown", tags=["images"]),

    q(NONE, "kubernetes-service",
      "Wat doet een Service in Kubernetes?",
      ["Ze geeft een groep pods een vast IP-adres en een DNS-naam en verdeelt het verkeer over die pods",
       "Ze start automatisch een nieuwe pod als er een uitvalt",
       "Ze bouwt images uit de broncode",
       "Ze bewaart geheime wachtwoorden voor de pods"], 0,
      """
Pods komen en gaan en krijgen telkens een ander IP-adres. Een Service selecteert pods op labels en biedt één stabiel adres waarachter het verkeer wordt verdeeld. Uitgevallen pods vervangen is de taak van een ReplicaSet (via een Deployment), niet van een Service; geheimen staan in een Secret.""",
      tags=["kubernetes"], related=["kubernetes-pod"]),

    # ---- gebrekkig: sleutel verplaatst ----
    q(MOVED, "dockerfile-expose",
      "Wat doet de instructie `EXPOSE 8080` in een Dockerfile?",
      ["Ze documenteert dat de toepassing op poort 8080 luistert, maar publiceert die poort niet op de host",
       "Ze publiceert poort 8080 automatisch op de host",
       "Ze opent poort 8080 in de firewall van de host",
       "Ze zorgt dat de container alleen via poort 8080 naar buiten mag"], 0,
      """
`EXPOSE` is vooral documentatie en metadata. Om de poort vanaf de host bereikbaar te maken, is bij `docker run` nog `-p 8080:8080` nodig (of `-P`, dat alle ge-exposede poorten op willekeurige hostpoorten zet). Aan de firewall of aan uitgaand verkeer verandert `EXPOSE` niets.""",
      moved_to=1, markup="markdown", related=["docker-poort-publiceren"]),

    q(MOVED, "docker-stop-signalen",
      "Wat doet `docker stop` met het hoofdproces in de container?",
      ["Het stuurt eerst SIGTERM en na een wachttijd (standaard 10 seconden) SIGKILL als het proces nog draait",
       "Het stuurt direct SIGKILL",
       "Het pauzeert het proces, zodat het later verder kan",
       "Het stuurt SIGHUP, zodat het proces zijn configuratie opnieuw inleest"], 0,
      """
`docker stop` geeft het proces de kans om netjes af te sluiten: eerst SIGTERM, en pas als het na de wachttijd (in te stellen met `-t`) nog leeft, volgt SIGKILL. Direct SIGKILL is wat `docker kill` standaard doet, en pauzeren gaat met `docker pause`.""",
      moved_to=1, markup="markdown"),

    q(MOVED, "docker-ps",
      "Met welke opdracht zie je welke containers er op dit moment draaien?",
      ["`docker ps`", "`docker images`", "`docker build`", "`docker pull`"], 0,
      "`docker ps` toont de draaiende containers (met `-a` ook de gestopte). `docker images` toont images, geen containers.",
      moved_to=1, markup="markdown"),
]
