// The clinic listens to the widget's public event to show its own follow-up text.
document.addEventListener('lab-pincode-check', (event) => {
  const { pincode, available } = event.detail;
  document.getElementById('last-check').textContent = available
    ? `Good news: home collection is available at ${pincode}. Call our front desk to book.`
    : `Home collection does not reach ${pincode} yet: visit us at 9th Block, Jayanagar.`;
});
