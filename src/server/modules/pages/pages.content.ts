import type { StaticPage, StaticPageId } from "#shared/contract/pages";

const UPDATED = Date.UTC(2026, 10, 1);

/** The text of the static pages (one place: the API serves it, every client shows it). */
export const STATIC_PAGES: Record<StaticPageId, StaticPage> = {
  guide: {
    id: "guide",
    title: "Seller Guide",
    updatedAt: UPDATED,
    sections: [
      {
        heading: "List in minutes",
        paragraphs: [
          "Tap Sell, add clear photos, a title, a description and a fixed price or a starting bid, then publish. Drafts are saved on your device as you type, even offline.",
        ],
      },
      {
        heading: "Auctions or fixed price",
        paragraphs: [
          "An auction runs until its end time; a bid in the last minutes extends it so everyone can answer. A reserve price stays hidden from buyers. A fixed-price listing sells to the first buyer.",
        ],
      },
      {
        heading: "Free listings and stores",
        paragraphs: [
          "A personal account may keep a limited number of live listings for free; the Sell page shows how many you have left. Open a store to list more, work as a team and use the seller portal.",
        ],
      },
      {
        heading: "Getting paid",
        paragraphs: [
          "When the buyer pays by card, your share waits as pending until you confirm the pickup code; then it is available to withdraw to your bank account.",
        ],
      },
    ],
  },
  help: {
    id: "help",
    title: "Help",
    updatedAt: UPDATED,
    sections: [
      {
        heading: "Buying",
        paragraphs: [
          "Find items with the search box, by category, or by scanning an item’s QR code. Items marked Buy now can be bought at once; auctions take bids until their end time.",
          "After you win or buy, the order appears under Purchases. Pay by card online, or in cash when you pick the item up (orders under $0.50 are cash only).",
        ],
      },
      {
        heading: "Bidding",
        paragraphs: [
          "Enter the most you are willing to pay. We bid for you, just enough to keep you in the lead, up to that amount. A bid in the last minutes extends the auction so everyone gets a fair chance to answer.",
        ],
      },
      {
        heading: "Selling",
        paragraphs: [
          "Tap Sell, add photos, a title, a description and a price or a starting bid, and publish. Drafts are saved on your device as you type, even offline, and sent when you are back online.",
        ],
      },
      {
        heading: "Picking up",
        paragraphs: [
          "When you meet the seller, show your pickup code. The seller enters it to complete the order and receive the payment.",
        ],
      },
      {
        heading: "Contact",
        paragraphs: ["Questions about an order? Open it under Purchases and message the seller from there."],
      },
    ],
  },
  policy: {
    id: "policy",
    title: "Privacy Policy",
    updatedAt: UPDATED,
    sections: [
      {
        heading: "What we keep",
        paragraphs: [
          "Your account details (email or phone, names, username, city), your listings, bids and orders, and the notifications we send you.",
        ],
      },
      {
        heading: "Location",
        paragraphs: [
          "Your position is used only when you press My Position or GPS, to find your city and show items near you. We do not track you in the background.",
        ],
      },
      {
        heading: "Photos",
        paragraphs: [
          "Uploaded photos are stripped of their metadata (including GPS) before anyone sees them.",
        ],
      },
      {
        heading: "On your device",
        paragraphs: [
          "The app keeps your session, search history, drafts and recently viewed items on your device so it works offline. Signing out removes your session.",
        ],
      },
      {
        heading: "Your choices",
        paragraphs: [
          "You can change your profile at any time and ask us to close your account and delete its data.",
        ],
      },
    ],
  },
  rules: {
    id: "rules",
    title: "Marketplace Rules",
    updatedAt: UPDATED,
    sections: [
      {
        heading: "Honest listings",
        paragraphs: [
          "Describe the item as it is, with your own photos. Say what is missing or broken. One listing per item.",
        ],
      },
      {
        heading: "Fair bidding",
        paragraphs: [
          "Do not bid on your own items or ask others to. Bids are binding; a winning bidder pays for the item.",
        ],
      },
      {
        heading: "Not allowed",
        paragraphs: [
          "Weapons, drugs, counterfeit goods, stolen property, live animals, and anything the law forbids you to sell.",
        ],
      },
      {
        heading: "Meeting safely",
        paragraphs: [
          "Meet in a public place, check the item before you hand over the pickup code, and never share the code in chat.",
        ],
      },
    ],
  },
  terms: {
    id: "terms",
    title: "Conditions of Use",
    updatedAt: UPDATED,
    sections: [
      {
        heading: "Your account",
        paragraphs: [
          "You are responsible for what happens under your account. Keep your password private and tell us at once if you think someone else has used it.",
        ],
      },
      {
        heading: "Bids and purchases are binding",
        paragraphs: [
          "A bid is a promise to buy at that price if you win. Buying now, or winning an auction, creates an order you agree to pay for.",
        ],
      },
      {
        heading: "What may be sold",
        paragraphs: [
          "Sellers describe items honestly, show real photos and only sell what they may legally sell. We may remove listings that break these conditions.",
        ],
      },
      {
        heading: "Fees",
        paragraphs: ["Sellers pay a platform fee on each completed sale, taken when the payment succeeds."],
      },
      {
        heading: "Refunds and disputes",
        paragraphs: [
          "A buyer may ask the seller for a refund from the order page. If you cannot agree, report the order and we will look at it.",
        ],
      },
    ],
  },
};
