/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ method: "cashOnDelivery" | "instalments" | "invoice" | "pause" }} Layoutpayment1Inputs */

const de_ch2_layoutpayment1 = /** @type {(inputs: Layoutpayment1Inputs) => LocalizedString} */ (i) => {
	if (i?.method === "invoice") return /** @type {LocalizedString} */ (`Kauf auf Rechnung`);
	if (i?.method === "instalments") return /** @type {LocalizedString} */ (`Ratenkauf`);
	if (i?.method === "pause") return /** @type {LocalizedString} */ (`Zahlpause`);
	if (i?.method === "cashOnDelivery") return /** @type {LocalizedString} */ (`Nachnahme`);
	return /** @type {LocalizedString} */ ("layoutPayment");
};

/**

* @param {Layoutpayment1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const layoutpayment1 = de_ch2_layoutpayment1;
export { layoutpayment1 as "layoutPayment" }