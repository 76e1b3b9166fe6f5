// The offline page in the device's language: the app's stored choice (localStorage "locale", set by
// the language switch), else the browser's first language. A file of its own: the page's policy
// allows no inline script.
(() => {
  let lang = null;
  try {
    lang = localStorage.getItem("locale");
  } catch {
    // Storage blocked: the browser's languages decide.
  }
  if (lang !== "en" && lang !== "zh") {
    const first = (navigator.languages && navigator.languages[0]) || navigator.language || "en";
    lang = first.toLowerCase().startsWith("zh") ? "zh" : "en";
  }
  // Both ways: the service worker may already have sent the page in Chinese (sw/sw.ts offlinePage).
  for (const main of document.querySelectorAll("main[data-lang]")) main.hidden = main.dataset.lang !== lang;
  document.documentElement.lang = lang === "zh" ? "zh-CN" : "en";
  document.title = lang === "zh" ? "网络已断开 · Buy Now Or Miss Out" : "You are offline · Buy Now Or Miss Out";
})();
