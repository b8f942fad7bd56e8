// The sample website's own script: a tiny single-page app whose links change the address with pushState. In a
// function, so that it adds no global of its own (the end-to-end test counts the widget's).
(() => {
  const PAGES = {
    '': ['Welcome to Demo Organisation', 'We run the office where the demo’s visitors come.'],
    '#/visit': [
      'Plan a visit',
      'Our office is open Monday to Friday, 8:00 to 18:00. Parking is in the basement.',
    ],
    '#/pricing': [
      'Pricing',
      'Three plans: Starter, Team and Enterprise. Ask the assistant to open a ticket for a quote.',
    ],
  };

  const show = () => {
    const [title, text] = PAGES[location.hash] ?? PAGES[''];
    document.getElementById('page-title').textContent = title;
    document.getElementById('page-text').textContent = text;
    document.title = `${title} — Demo Organisation`;
  };

  document.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('nav a') : null;
    if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey) return;
    event.preventDefault();
    history.pushState({}, '', link.getAttribute('href'));
    show();
  });
  window.addEventListener('popstate', show);
  show();
})();
