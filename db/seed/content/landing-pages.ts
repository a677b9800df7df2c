import type { SeedLandingPage } from "./types.ts";

/**
 * Local landing pages served by the dynamic landing route.
 * HTML uses only h2, h3, p, ul, li, strong and a (relative links); no scripts, styles or classes.
 * Estimate calls to action carry ?sourcePage=<slug> so leads can be traced to the page.
 */
export const landingPages: SeedLandingPage[] = [
  {
    title: "Pool Resurfacing in Ocala, FL",
    slug: "pool-resurfacing-ocala-fl",
    city: "Ocala",
    service: "Pool Resurfacing",
    metaTitle: "Pool Resurfacing in Ocala, FL | Done in 5-7 Days",
    metaDescription:
      "Faded, rough or blistered pool in Ocala or Marion County? Our local team restores it with epoxy or gelcoat resurfacing in 5-7 days. Free estimate in 24 hours.",
    contentType: "html",
    content: `<h2>Bring Your Ocala Pool Back to Life</h2>
<p>Many pools around Ocala were built ten, twenty or even thirty years ago, and Central Florida sun is hard on them. If your pool feels rough on your feet, looks chalky or blotchy, or has started to blister, you do not need to tear it out. Our Ocala office resurfaces concrete and fiberglass pools across Marion County, usually in <strong>5-7 days</strong>, with a finish that can last <strong>15-20 years</strong>.</p>
<h2>Why Pools in Marion County Wear Out</h2>
<p>Ocala sits on limestone, and many homes here, especially on acreage outside the city, fill their pools from private wells. That water is often high in calcium and sometimes carries iron. Over the years it leaves scale lines at the waterline, rust-colored stains and a rough, pitted surface that traps algae. Add strong UV, summer storms that throw the water chemistry off balance, and the tannin stains from live oak leaves, and even a well-kept pool eventually needs a new surface.</p>
<h3>Warning signs to watch for</h3>
<ul>
<li>A rough or sandpaper-like feel on steps and benches</li>
<li>Chalky residue that comes off on your hand, or faded color</li>
<li>Blisters, bubbles or small cracks in the finish</li>
<li>Stains that come back no matter how much you brush or shock</li>
<li>Algae that keeps returning in the same spots</li>
</ul>
<h2>Our Resurfacing Services in Ocala</h2>
<h3>Epoxy resurfacing</h3>
<p>A high-build epoxy coating bonds to the existing surface and leaves a smooth, stain-resistant finish. It is a cost-effective way to refresh a structurally sound pool and is backed by a 1-year workmanship guarantee.</p>
<h3>Complete resurfacing</h3>
<p>Our most popular option. We grind away the failing finish, repair the substrate and apply a new gelcoat system with a fresh color of your choice. Complete resurfacing is covered by a <strong>10-year warranty</strong>.</p>
<h3>Crack and blister repair</h3>
<p>When the problem is limited to a few areas, we open, fill and refinish cracks and blisters so they do not spread. Structural repairs are covered for up to 10 years.</p>
<h2>How the Work Is Done</h2>
<ul>
<li><strong>Inspection:</strong> we look at the surface, structure, plumbing fittings and groundwater conditions and give you a written estimate within 24 hours.</li>
<li><strong>Careful draining and preparation:</strong> resurfacing is one of the few times a pool is emptied, and we only do it under controlled conditions, checking the water table first. Please never drain a pool yourself.</li>
<li><strong>Application:</strong> the new finish goes on in layers over a clean, repaired surface.</li>
<li><strong>Cure, refill and start-up:</strong> we refill, balance the water and show you how to care for the new surface.</li>
</ul>
<p>Our crews have restored more than 500 pools, and 98% of our resurfacing customers say they are satisfied with the result. Because the Ocala office is our main office, scheduling visits around Ocala, Belleview, Dunnellon and Silver Springs Shores is straightforward.</p>
<h2>Get a Free Resurfacing Estimate</h2>
<p>Send us a few details and photos, and a specialist will get back to you within 24 hours. <a href="/estimate?sourcePage=pool-resurfacing-ocala-fl">Request your free resurfacing estimate</a>, see the full range of options on our <a href="/resurfacing">resurfacing page</a>, or <a href="/contact">contact our team</a> with questions.</p>`,
    localPagePath: null,
    targetKeywords: [
      "pool resurfacing ocala",
      "ocala pool resurfacing",
      "pool refinishing ocala fl",
      "fiberglass pool repair marion county",
      "epoxy pool resurfacing",
    ],
    status: "published",
    strategy: "standard",
  },
  {
    title: "Pool Services in Tampa, FL",
    slug: "pool-services-tampa-fl",
    city: "Tampa",
    service: "Pool Services",
    metaTitle: "Fiberglass Pool Services in Tampa, FL",
    metaDescription:
      "Fiberglass pool installation, design and resurfacing for Tampa Bay homeowners. Pools starting at $42k, installed in 7-14 days. Request a free estimate.",
    contentType: "html",
    content: `<h2>Fiberglass Pools for Tampa Bay Homes</h2>
<p>In Tampa, a pool is less a luxury than a way to enjoy the eight or nine months when the afternoons are hot and sticky. We help homeowners across Hillsborough County and the surrounding Tampa Bay area add a new fiberglass pool, plan a complete backyard design, or restore a tired pool with resurfacing. Our Orlando office coordinates projects in the Tampa area, so you get one team from the first visit to the first swim.</p>
<h2>Our Services in Tampa</h2>
<h3>New fiberglass pool installation</h3>
<p>A fiberglass shell is built in a factory and set in one piece, which means most pools are installed in <strong>7-14 days</strong> and compact pools in as little as <strong>3-5 days</strong>. The smooth gelcoat surface resists algae, so owners typically use up to 50% fewer chemicals than with a plaster pool. Pools start at $42k, with all-inclusive packages that include a 40 ft electrical hookup and a 30-year limited warranty.</p>
<h3>Pool design and planning</h3>
<p>We help you pick the right model from the Latham and San Juan collections, place it for sun and privacy, and plan decking, lighting, heating and a screen enclosure so the whole yard works together.</p>
<h3>Pool resurfacing and repair</h3>
<p>If your current pool is faded, rough or blistered, our resurfacing service restores it in 5-7 days with a finish that can last 15-20 years.</p>
<h2>Building a Pool in Tampa's Conditions</h2>
<ul>
<li><strong>Sandy soil and a high water table.</strong> Much of the Tampa Bay area has loose sand over a shallow water table, especially near the bay and in low-lying neighborhoods. We manage groundwater during the dig and backfill the shell in 6-inch lifts so it sits firm and level.</li>
<li><strong>Karst ground.</strong> West Central Florida has limestone below the surface. During the technical visit we look at the lot, ask about any history of settling, and recommend a soil evaluation when the site calls for one.</li>
<li><strong>Summer storms.</strong> From June through September, afternoon thunderstorms are almost daily. We schedule excavation and shell setting around the weather and keep the site drained and safe.</li>
<li><strong>Screen enclosures.</strong> Most Tampa pools sit inside a screen cage to keep out leaves and insects. We plan the pool so it fits an existing enclosure or works with a new one.</li>
</ul>
<h2>Simple, Clear Process</h2>
<p>It starts with a free estimate and a technical visit, which is usually free. We handle the permit package with your city or county and help with HOA approval, and installation is scheduled from about 45 days after permit approval and shell delivery. Payments follow clear milestones: 10% initial, 35% at pre-construction, 35% at installation, 15% at finishing and 5% at final completion. If you would like to spread the cost, <a href="/financing">financing is available from 6.99% APR</a> through our lending partners.</p>
<h2>Get Started in Tampa</h2>
<p>Tell us about your yard and the pool you have in mind, and a specialist will reply within 24 hours. <a href="/estimate?sourcePage=pool-services-tampa-fl">Request your free Tampa pool estimate</a>, browse <a href="/pools">our fiberglass pool collection</a>, or <a href="/contact">contact our team</a>.</p>`,
    localPagePath: null,
    targetKeywords: [
      "pool services tampa",
      "fiberglass pool installation tampa",
      "pool builder tampa fl",
      "pool resurfacing tampa",
      "inground pool hillsborough county",
    ],
    status: "published",
    strategy: "standard",
  },
  {
    title: "Fiberglass Pool Installation in Jacksonville, FL",
    slug: "enhanced-pool-installation-jacksonville-fl",
    city: "Jacksonville",
    service: "Pool Installation",
    metaTitle: "Fiberglass Pool Installation in Jacksonville, FL",
    metaDescription:
      "Fiberglass pool installation for Jacksonville and the First Coast, built for sandy soil and cool winters. Installed in 7-14 days. Get a free estimate today.",
    contentType: "html",
    content: `<h2>A New Pool for Your Jacksonville Backyard</h2>
<p>Jacksonville families get a long swimming season, but the First Coast is not South Florida: winters bring real cold snaps, and spring and fall can be cool enough that an unheated pool sits unused. A fiberglass pool, sized and equipped for North Florida, gives you more months in the water with less work. Our Ocala office handles projects in the Jacksonville area, from Duval County to the fast-growing communities of St. Johns and Clay counties.</p>
<h2>Why Fiberglass Works on the First Coast</h2>
<ul>
<li><strong>Fast installation.</strong> Most fiberglass pools are installed in 7-14 days, and compact models in 3-5 days, instead of the months a concrete pool can take.</li>
<li><strong>Holds heat well.</strong> The insulating fiberglass shell helps the water keep its warmth on cool nights, which matters more here than further south.</li>
<li><strong>Low maintenance.</strong> The smooth gelcoat resists algae and staining, and owners typically use up to 50% fewer chemicals.</li>
<li><strong>Built to last.</strong> Shells carry a structural warranty of 25 years or more, and our packages include a 30-year limited warranty. Terms differ by manufacturer.</li>
</ul>
<h2>Planning for Jacksonville Conditions</h2>
<h3>Soil and groundwater</h3>
<p>Much of the Jacksonville area has sandy soil with layers of clay underneath and a water table that can sit just a few feet down, especially after a wet summer or a nor'easter. During the technical visit we check the ground and drainage, plan for groundwater during excavation, and backfill in 6-inch lifts so the shell stays level for the long term.</p>
<h3>Heating and freeze protection</h3>
<p>Because January nights can dip near freezing, we recommend a heat pump for most First Coast pools, often paired with a solar cover. We also set up freeze protection on the equipment so the pump runs when temperatures drop, protecting the plumbing.</p>
<h3>Coastal and community rules</h3>
<p>Homes near the beaches deal with salt air and wind, so we choose equipment and hardware with that in mind. Many neighborhoods in the area are master-planned communities with architectural review, and we prepare the drawings and details your HOA needs before the permit is filed.</p>
<h2>What Your Installation Includes</h2>
<p>Our all-inclusive package covers the shell, delivery and crane set, excavation and backfill, plumbing, filtration equipment, permit paperwork, start-up and a <strong>40 ft electrical hookup</strong>. Pools start at $42k, and the installation is scheduled from about 45 days after permit approval and shell delivery. Payments follow simple milestones: 10% initial, 35% at pre-construction, 35% at installation, 15% at finishing and 5% at final completion. We accept check, bank transfer and Zelle, and <a href="/financing">financing starts at 6.99% APR</a> through our partners.</p>
<p>Want to see what happens day by day? Our <a href="/installation">installation timeline</a> walks through every step.</p>
<h2>Start Your Jacksonville Pool Project</h2>
<p>Share a few details about your yard and a specialist will reply within 24 hours. <a href="/estimate?sourcePage=enhanced-pool-installation-jacksonville-fl">Get your free Jacksonville pool estimate</a> or <a href="/contact">contact our team</a> with questions.</p>`,
    localPagePath: null,
    targetKeywords: [
      "pool installation jacksonville",
      "fiberglass pools jacksonville fl",
      "inground pool jacksonville",
      "pool builder st johns county",
      "fiberglass pool installer first coast",
    ],
    status: "published",
    strategy: "standard",
  },
  {
    title: "Fiberglass Pool Installation in Sarasota, FL",
    slug: "fiberglass-pool-installation-sarasota-fl",
    city: "Sarasota",
    service: "Fiberglass Pool Installation",
    metaTitle: "Fiberglass Pool Installation in Sarasota, FL",
    metaDescription:
      "Fiberglass pools for Sarasota homes, planned for lanai cages, coastal soil and Gulf breezes. Most pools installed in 7-14 days. Request a free estimate.",
    contentType: "html",
    content: `<h2>Fiberglass Pools Made for Sarasota Living</h2>
<p>In Sarasota, the pool is often the center of the home: a view from the kitchen, a place to cool off after the beach, and the reason the lanai gets used all year. A fiberglass pool fits that lifestyle well. It goes in quickly, feels smooth underfoot, and keeps its good looks with little upkeep. Our Orlando office coordinates installations in Sarasota and the surrounding Gulf Coast communities.</p>
<h2>Why Sarasota Homeowners Choose Fiberglass</h2>
<ul>
<li><strong>Quick installation:</strong> most pools are installed in 7-14 days, and compact pools in 3-5 days.</li>
<li><strong>Less time on chemicals:</strong> the nonporous gelcoat resists algae, so owners typically use up to 50% fewer chemicals.</li>
<li><strong>Salt friendly:</strong> fiberglass pairs well with salt chlorine generators, a popular choice in coastal homes.</li>
<li><strong>Durable:</strong> a structural warranty of 25 years or more on the shell, plus our 30-year limited package warranty. Terms differ by manufacturer.</li>
</ul>
<h2>Local Details We Plan Around</h2>
<h3>Coastal soil and a shallow water table</h3>
<p>Sarasota County soils are mostly sand and shell, and near the bay and the keys the water table can be only a few feet below the surface. We plan dewatering for the excavation, set the shell on a compacted base, and backfill in 6-inch lifts so it stays level for decades.</p>
<h3>Flood zones and coastal rules</h3>
<p>Homes on the barrier islands and in low-lying areas may sit in flood zones with extra building requirements. We review your property's conditions during the technical visit and prepare the permit package to match what your city or county asks for.</p>
<h3>Lanai cages and tight lots</h3>
<p>Most Sarasota pools are screened. If you already have an enclosure, we plan the crane lift and any temporary panel removal with you. We need an access path of at least 8 feet wide, or room for the crane to lift over the house. On newer, smaller lots, a compact or plunge model can give you a real pool without crowding the yard.</p>
<h3>Salt air and sun</h3>
<p>Gulf breezes bring salt, and summer sun is intense. We recommend equipment and fittings suited to coastal conditions. For the finish, Pearl White gives the water a bright aqua look, while Night Sky makes it a deep, dramatic blue.</p>
<h2>Clear Pricing and Payments</h2>
<p>Pools start at $42k, and our all-inclusive package includes the shell, installation, equipment, permit paperwork and a 40 ft electrical hookup. Installation is scheduled from about 45 days after permit approval and shell delivery. Payments follow milestones (10% initial, 35% pre-construction, 35% installation, 15% finishing, 5% final completion), and <a href="/financing">financing from 6.99% APR</a> is available through our lending partners.</p>
<h2>Plan Your Sarasota Pool</h2>
<p>Tell us about your home and a specialist will reply within 24 hours. <a href="/estimate?sourcePage=fiberglass-pool-installation-sarasota-fl">Request a free Sarasota pool estimate</a>, explore <a href="/pools">our pool collection</a>, or <a href="/contact">contact our team</a>.</p>`,
    localPagePath: null,
    targetKeywords: [
      "fiberglass pool installation sarasota",
      "sarasota pool builder",
      "fiberglass pools sarasota fl",
      "pool installation sarasota county",
      "lanai pool sarasota",
    ],
    status: "published",
    strategy: "standard",
  },
  {
    title: "Fiberglass Pools in Gainesville, FL",
    slug: "fiberglass-pools-gainesville-fl",
    city: "Gainesville",
    service: "Fiberglass Pools",
    metaTitle: "Fiberglass Pools in Gainesville, FL | Local Installer",
    metaDescription:
      "Fiberglass pools for Gainesville and Alachua County homes, installed by our nearby Ocala team in 7-14 days. Pools from $42k. Get a free estimate in 24 hours.",
    contentType: "html",
    content: `<h2>Fiberglass Pools for Gainesville Homes</h2>
<p>Gainesville summers are long and humid, and a backyard pool turns them into something to look forward to. Gainesville is part of the service area of our Ocala office, our main office, so your project is handled by a team that works in Alachua County regularly, from established neighborhoods near downtown to newer communities on the west side of town.</p>
<h2>Why Fiberglass Fits North Central Florida</h2>
<ul>
<li><strong>Installed in days, not months:</strong> most fiberglass pools go in within 7-14 days, and compact pools in 3-5 days.</li>
<li><strong>Smooth and easy to keep clean:</strong> the gelcoat surface resists algae, and owners typically use up to 50% fewer chemicals.</li>
<li><strong>Warmer water for longer:</strong> fiberglass holds heat well, which helps in a region where winter nights regularly drop into the 30s and 40s.</li>
<li><strong>Long-term protection:</strong> shells carry a structural warranty of 25 years or more, and our packages include a 30-year limited warranty. Terms differ by manufacturer.</li>
</ul>
<h2>Building Around Gainesville's Ground and Trees</h2>
<h3>Limestone, clay and sand</h3>
<p>Alachua County sits on limestone, and sinkholes are a known feature of the local landscape. Soils change from deep sand to pockets of sticky clay within a short distance. During the technical visit we look at the lot, drainage and any signs of settling, and recommend a soil evaluation when it is warranted. The shell is set on a compacted base and backfilled in 6-inch lifts.</p>
<h3>Mature oaks and pines</h3>
<p>Gainesville's tree canopy is beautiful, but leaves, pollen and roots affect a pool. We place the pool to protect major roots, suggest a screen enclosure or a good cover where leaf fall is heavy, and size the filtration for the extra debris.</p>
<h3>Heating for a longer season</h3>
<p>An unheated pool here is comfortable from about May to October. Adding a heat pump, and a solar cover for cool nights, stretches that to most of the year. We will show you the options and the running costs before you decide.</p>
<h2>A Clear, All-Inclusive Package</h2>
<p>Pools start at $42k. The all-inclusive package covers the shell, delivery and crane set, excavation, plumbing, filtration equipment, permit paperwork, start-up and a 40 ft electrical hookup. The technical visit is usually free. Installation is scheduled from about 45 days after permit approval and shell delivery, and payments follow milestones: 10% initial, 35% at pre-construction, 35% at installation, 15% at finishing and 5% at final completion. <a href="/financing">Financing is available from 6.99% APR</a>.</p>
<h2>Talk to Our Team</h2>
<p>A specialist will reply within 24 hours. <a href="/estimate?sourcePage=fiberglass-pools-gainesville-fl">Request your free Gainesville pool estimate</a>, browse <a href="/pools">our fiberglass pools</a>, or <a href="/contact">contact our team</a>.</p>`,
    localPagePath: null,
    targetKeywords: [
      "fiberglass pools gainesville",
      "pool installation gainesville fl",
      "inground pool alachua county",
      "gainesville pool builder",
      "fiberglass pool installer north central florida",
    ],
    status: "published",
    strategy: "standard",
  },
  {
    title: "Fiberglass Pool Installation in Naples, FL",
    slug: "pool-installation-naples-fl-draft",
    city: "Naples",
    service: "Pool Installation",
    metaTitle: "Fiberglass Pool Installation in Naples, FL",
    metaDescription:
      "Fiberglass pools for Naples and Collier County homes, planned for lanais, sandy soil and a high water table. Installed in 7-14 days. Request a free estimate.",
    contentType: "html",
    content: `<h2>Fiberglass Pools for Naples Homes</h2>
<p>Naples homeowners swim nearly all year, and a fiberglass pool makes that easy: it is installed in 7-14 days for most models, stays smooth and clean with up to 50% fewer chemicals, and fits neatly inside a screened lanai. Our West Palm Beach office coordinates projects on the southwest coast.</p>
<h2>Planning for Collier County Conditions</h2>
<ul>
<li><strong>High water table:</strong> much of Naples sits only a few feet above groundwater, so we plan dewatering for the dig and backfill in 6-inch lifts.</li>
<li><strong>Flood zones:</strong> coastal properties may have extra building requirements, which we address in the permit package.</li>
<li><strong>Community approval:</strong> many neighborhoods have architectural review, and we prepare the drawings your HOA needs.</li>
</ul>
<h2>Get a Free Estimate</h2>
<p>Pools start at $42k with a 30-year limited package warranty. <a href="/estimate?sourcePage=pool-installation-naples-fl-draft">Request your free Naples estimate</a> or <a href="/contact">contact our team</a>.</p>`,
    localPagePath: null,
    targetKeywords: ["pool installation naples", "fiberglass pools naples fl", "naples pool builder"],
    status: "draft",
    strategy: "standard",
  },
  {
    title: "Pool Resurfacing in Port St. Lucie, FL",
    slug: "pool-resurfacing-port-st-lucie-fl",
    city: "Port St. Lucie",
    service: "Pool Resurfacing",
    metaTitle: "Pool Resurfacing in Port St. Lucie, FL",
    metaDescription:
      "Pool resurfacing and repair in Port St. Lucie, Stuart and the Treasure Coast. Epoxy and gelcoat finishes done in 5-7 days. Get a free estimate in 24 hours.",
    contentType: "page",
    content: "",
    localPagePath: "ResurfacingPage",
    targetKeywords: [
      "pool resurfacing port st lucie",
      "pool resurfacing treasure coast",
      "fiberglass pool repair port st lucie",
    ],
    status: "published",
    strategy: "standard",
  },
];
