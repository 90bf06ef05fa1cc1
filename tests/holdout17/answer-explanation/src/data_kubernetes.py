from common import *

ONDERWERP = "kubernetes"

VRAGEN = [
q(NONE, "kleinste-inzetbare-eenheid",
  "Wat is in Kubernetes de kleinste eenheid die je kunt inzetten en laten plannen op een node?",
  ["Een container", "Een pod", "Een node", "Een deployment"], "B",
  "Kubernetes plant pods, niet losse containers; een pod kan wel meerdere containers bevatten.",
  tags=[KORT, WEER]),

q(NONE, "pods-in-namespace-tonen",
  "Met welk commando toon je alle pods in de namespace `kube-system`?",
  ["`kubectl get pods -n kube-system`",
   "`kubectl describe namespace kube-system`",
   "`kubectl get pods --all`",
   "`kubectl logs kube-system`"], "A",
  "`get pods` geeft de lijst en `-n` (lang: `--namespace`) kiest de namespace.",
  tags=[KORT, CODE], markup="markdown"),

q(NONE, "clustertoestand-opslag",
  "In welk onderdeel van de control plane wordt de volledige toestand van een Kubernetes-cluster opgeslagen?",
  ["etcd", "kube-scheduler", "kubelet", "CoreDNS"], "A",
  "etcd is een gedistribueerde key-value-store en de enige plek waar de API-server de gewenste en actuele toestand "
  "van alle objecten bewaart; valt etcd zonder back-up weg, dan is het cluster zijn geheugen kwijt. De kube-scheduler "
  "bewaart niets: hij kijkt naar pods zonder node en kiest er een geschikte node voor, waarna hij die keuze via de "
  "API-server vastlegt. De kubelet draait op elke worker-node en zorgt dat de containers van de pods op die node echt "
  "draaien; hij rapporteert de status, maar slaat de clustertoestand niet op. CoreDNS levert de DNS-namen van Services "
  "binnen het cluster en heeft met opslag van de toestand niets te maken.",
  tags=[LANG, WEER, IT]),

q(NONE, "service-type-intern",
  "Welk Service-type maakt een applicatie alleen binnen het cluster bereikbaar via een vast virtueel IP-adres?",
  ["ClusterIP", "NodePort", "LoadBalancer", "ExternalName"], "A",
  "Het standaardtype krijgt een intern adres dat alleen vanuit het cluster werkt; de andere typen openen juist een weg naar buiten of verwijzen naar een DNS-naam.",
  tags=[PAR, IT, KORT]),

q(NONE, "pods-per-node-cpu-requests",
  "Een node heeft 4 CPU's beschikbaar voor pods. Elke pod vraagt `requests.cpu: 250m`. Hoeveel van deze pods passen er op basis van CPU maximaal op de node?",
  ["4 pods", "8 pods", "16 pods", "25 pods"], "C",
  "4 CPU = 4000 millicores (m). 4000 / 250 = 16 pods.",
  tags=[REK, IT, CODE, KORT], compute=("4 * 1000 / 250", "pods"), markup="markdown"),

q(NONE, "geheugenlimiet-512mi-bytes",
  "Een container heeft de limiet `limits.memory: 512Mi`. Hoeveel bytes is dat?",
  ["512 000 000 bytes", "536 870 912 bytes", "524 288 bytes", "5 120 000 bytes"], "B",
  "Mi staat voor mebibyte: 2²⁰ = 1 048 576 bytes. 512 × 1 048 576 = 536 870 912 bytes. Het getal 512 000 000 hoort "
  "bij `512M` (megabyte, machten van 10) en 524 288 is 512 kibibyte.",
  tags=[REK, WEER, CODE, EW], markup="markdown"),

q(NONE, "geen-taak-kubelet",
  "Welke van de volgende is GEEN taak van de kubelet?",
  ["Containers starten via de container runtime",
   "Liveness- en readiness-probes uitvoeren",
   "De status van pods rapporteren aan de API-server",
   "Bepalen op welke node een nieuwe pod terechtkomt"], "D",
  "Het kiezen van een node doet de kube-scheduler. De kubelet is de agent op elke node: hij laat via de CRI de "
  "containers starten, voert de probes uit en meldt de podstatus aan de API-server.",
  tags=[NEG, IT, WEER]),

q(NONE, "rolling-update-maxsurge",
  "Een Deployment heeft 10 replicas en de strategie `maxSurge: 25%`. Hoeveel pods mogen er tijdens een rolling update maximaal tegelijk bestaan?",
  ["10", "12", "13", "15"], "C",
  "25% van 10 is 2,5; maxSurge wordt naar boven afgerond tot 3, dus 10 + 3 = 13 pods.",
  tags=[REK, KORT, CODE], markup="markdown"),

q(NONE, "secrets-standaard-opslag",
  "Wat is juist over Secrets in een Kubernetes-cluster met de standaardinstellingen?",
  ["Hun waarden staan alleen base64-gecodeerd, dus niet versleuteld, in etcd",
   "Ze worden altijd met AES-256 versleuteld voordat ze in etcd belanden",
   "Alleen de root-gebruiker van de node kan ze lezen"], "A",
  "Base64 is een codering en geen beveiliging: wie etcd kan lezen, kan de Secrets ook lezen. Versleuteling in rust "
  "(bijvoorbeeld met AES) moet je apart aanzetten, en de toegang regel je met RBAC, niet met root-rechten.",
  tags=[WEER, IT, PAR]),

q(NONE, "hpa-afkorting",
  "Waarvoor staat de afkorting HPA in Kubernetes?",
  ["High Priority Allocation", "Host Port Assignment", "Horizontal Partition Agent", "Horizontal Pod Autoscaler"], "D",
  "HPA = Horizontal Pod Autoscaler, die het aantal pods aanpast aan de belasting.",
  fb=["Nee, prioriteit regel je met een PriorityClass.",
      "Nee, zo'n object bestaat niet.",
      "Nee, in de afkorting zit wel 'horizontaal', maar de P staat voor pod.",
      "Goed zo! De HPA schaalt horizontaal: meer of minder pods."],
  tags=[IT, KORT, FB]),

q(NONE, "namespace-doel",
  "Waarvoor dient een namespace in Kubernetes?",
  ["Om containers van verschillende pods een gedeeld bestandssysteem te geven, zodat ze onderling bestanden kunnen uitwisselen",
   "Om de netwerkverbinding tussen nodes te versleutelen",
   "Om de objecten in één cluster logisch op te delen, bijvoorbeeld per team of omgeving",
   "Om een pod aan een bepaalde node vast te pinnen"], "C",
  "Namespaces zijn een soort mappen binnen het cluster: namen hoeven alleen per namespace uniek te zijn, en "
  "quota en rechten kun je per map instellen.",
  tags=[PAR]),

q(NONE, "hpa-gewenste-replicas",
  "Een HPA heeft als doel een gemiddeld CPU-gebruik van 50%. Er draaien 4 replicas met een gemiddeld CPU-gebruik van 80%. Hoeveel replicas wil de HPA hebben?",
  ["5", "6", "7", "8"], "C",
  "De formule is gewenst = ⌈huidig × (actueel / doel)⌉ = ⌈4 × 80 / 50⌉ = ⌈6,4⌉ = 7. Zes replicas zou de belasting "
  "net niet onder de 50% krijgen, omdat de HPA altijd naar boven afrondt.",
  tags=[REK, IT, WEER]),

q(NONE, "daemonset-per-node",
  "Welke workload-resource zorgt ervoor dat op elke node precies één kopie van een pod draait, bijvoorbeeld voor een logverzamelaar?",
  ["StatefulSet", "DaemonSet", "ReplicaSet", "Job"], "B",
  "Een StatefulSet geeft pods stabiele namen en eigen opslag, maar plaatst ze niet per node; hij is bedoeld voor "
  "databases en andere toepassingen met een vaste identiteit. Een DaemonSet volgt juist de lijst van nodes: komt er "
  "een node bij, dan krijgt die automatisch een pod, en verdwijnt een node, dan verdwijnt ook zijn pod. Daarom is dit "
  "het juiste antwoord voor een logverzamelaar of monitoringagent. Een ReplicaSet houdt een vast aantal kopieën in "
  "de lucht, ongeacht op welke nodes die terechtkomen; twee kopieën kunnen dus best op dezelfde node landen. Een "
  "Job draait pods tot een taak is voltooid en stopt dan, wat niet past bij een agent die altijd moet blijven draaien.",
  tags=[LANG, WEER]),

q(NONE, "statefulset-onjuiste-bewering",
  "Welke bewering over een StatefulSet is onjuist?",
  ["Pods krijgen stabiele, genummerde namen zoals web-0 en web-1",
   "Elke pod kan via volumeClaimTemplates een eigen PersistentVolumeClaim krijgen",
   "Pods worden standaard één voor één in volgorde gestart",
   "Een pod krijgt na elke herstart een nieuwe, willekeurige naam"], "D",
  "Een willekeurige naam is typisch voor pods van een Deployment. Een StatefulSet houdt de naam web-0 juist vast, "
  "koppelt daar dezelfde PVC aan en start met de standaardinstelling OrderedReady netjes op volgorde.",
  tags=[NEG, WEER]),

q(NONE, "liveness-probe-faalt",
  "Wat gebeurt er als de liveness-probe van een container herhaaldelijk faalt?",
  ["De kubelet herstart de container",
   "De pod wordt uit de endpoints van de Service gehaald",
   "De node wordt leeggemaakt (drain)"], "A",
  "Herstart door de kubelet; uit de Service-endpoints halen is wat een falende readiness-probe doet.",
  tags=[KORT, WEER]),

q(NONE, "kubectl-apply-betekenis",
  "Wat doet het volgende commando?\n\n```\nkubectl apply -f deploy.yaml\n```",
  ["Het verwijdert alle objecten die in deploy.yaml staan",
   "Het controleert alleen de YAML-syntaxis zonder iets te veranderen",
   "Het toont het verschil tussen het bestand en het cluster",
   "Het maakt de objecten uit het bestand aan of werkt ze bij tot de beschreven toestand"], "D",
  "`apply` is declaratief: je beschrijft de gewenste toestand en Kubernetes maakt aan wat ontbreekt en past aan wat "
  "afwijkt. Verwijderen doet `kubectl delete -f`, een verschil tonen `kubectl diff -f`.",
  tags=[CODE, IT, WEER], markup="markdown"),

q(NONE, "api-server-poort",
  "Op welke poort luistert de Kubernetes API-server standaard naar HTTPS-verkeer in een cluster dat met kubeadm is opgezet?",
  ["443", "6443", "8080", "10250"], "B",
  "De API-server gebruikt 6443. Poort 10250 is van de kubelet-API; zie de lijst in de "
  "[documentatie over poorten en protocollen](https://kubernetes.io/docs/reference/networking/ports-and-protocols/).",
  tags=[IT, LINK, WEER], markup="markdown"),

q(NONE, "etcd-quorum-een-uitval",
  "Hoeveel leden heeft een etcd-cluster minimaal nodig om het uitvallen van één lid te overleven?",
  ["Twee", "Drie", "Vier", "Vijf"], "B",
  "Het quorum is een meerderheid: ⌊n/2⌋ + 1. Bij 3 leden is dat 2, zodat er 1 mag uitvallen. Bij 2 leden is het "
  "quorum ook 2 en mag er dus niets uitvallen.",
  tags=[REK, GW, WEER]),

q(NONE, "ingress-hoofdtaak",
  "Wat is de hoofdtaak van een Ingress?",
  ["Pods op een vaste node laten draaien",
   "Persistente opslag uit een PersistentVolumeClaim koppelen aan alle pods die achter een bepaalde Service staan",
   "HTTP- en HTTPS-verkeer van buiten het cluster naar Services leiden op basis van hostnaam of pad",
   "Het CPU-gebruik van pods begrenzen"], "C",
  "Een Ingress is een set routeringsregels voor webverkeer: `shop.example.nl/api` kan naar de ene Service gaan en "
  "`/` naar een andere; een ingress-controller voert die regels uit.",
  tags=[PAR, IT, CODE], markup="markdown"),

q(NONE, "rbac-regelt",
  "Wat regel je met RBAC in Kubernetes?",
  ["Hoeveel replicas een Deployment krijgt",
   "Op welke node een nieuwe pod wordt ingepland, op basis van de vrije CPU en het vrije geheugen per node",
   "Hoe containerimages worden gebouwd",
   "Welke gebruiker of serviceaccount welke handelingen op welke resources mag uitvoeren"], "D",
  "*Role-Based Access Control* koppelt via Roles en RoleBindings rechten zoals `get` of `delete` aan gebruikers.",
  tags=[IT, KORT, CURS, CODE], markup="markdown"),

# --- gebrekkig: sleutel verplaatst ---
q(MOVED, "deployment-houdt-replicas",
  "Welk object houdt een opgegeven aantal identieke pods in de lucht en ondersteunt rolling updates?",
  ["Deployment", "ConfigMap", "Service", "PersistentVolume"], "A",
  "Een Deployment beheert via ReplicaSets het gewenste aantal pods en vervangt ze geleidelijk bij een nieuwe versie.",
  move="C"),

q(MOVED, "logs-van-container-tonen",
  "Met welk commando bekijk je de uitvoer (stdout) van de container in pod `web-1`?",
  ["`kubectl describe pod web-1`", "`kubectl logs web-1`", "`kubectl get pod web-1 -o yaml`"], "B",
  "`kubectl logs` haalt de stdout en stderr van de container op; `describe` toont vooral events en status.",
  move="A", markup="markdown"),

q(MOVED, "pods-halve-cpu",
  "Op een node is nog 3,5 CPU vrij. Elke pod vraagt 0,5 CPU. Hoeveel van deze pods kunnen er nog bij?",
  ["5", "6", "7", "8"], "C",
  "3,5 / 0,5 = 7 pods; daarna is de vrije CPU precies op.",
  move="A"),

# --- gebrekkig: dubbele optie ---
q(DUP, "readiness-probe-gevolg",
  "Wat gebeurt er als de readiness-probe van een pod faalt?",
  ["De pod wordt tijdelijk uit de endpoints van de Service gehaald",
   "De kubelet herstart de container",
   "De kubelet herstart  de container",
   "De pod wordt naar een andere node verplaatst"], "A",
  "Een pod die niet ready is, krijgt geen verkeer meer via de Service, maar blijft gewoon draaien tot hij weer slaagt.",
  dup=("B", "C"), kind="dubbele spatie"),
]
