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
  if (lang !== "zh") return;
  for (const main of document.querySelectorAll("main[data-lang]")) main.hidden = main.dataset.lang !== "zh";
  document.documentElement.lang = "zh-CN";
  document.title = "网络已断开 · Buy Now Or Miss Out";
})();
