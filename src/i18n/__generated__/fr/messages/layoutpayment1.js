/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ method: "cashOnDelivery" | "instalments" | "invoice" | "pause" }} Layoutpayment1Inputs */

const fr_layoutpayment1 = /** @type {(inputs: Layoutpayment1Inputs) => LocalizedString} */ (i) => {
	if (i?.method === "invoice") return /** @type {LocalizedString} */ (`Paiement sur facture`);
	if (i?.method === "instalments") return /** @type {LocalizedString} */ (`Paiement échelonné`);
	if (i?.method === "pause") return /** @type {LocalizedString} */ (`Paiement différé`);
	if (i?.method === "cashOnDelivery") return /** @type {LocalizedString} */ (`Contre-remboursement`);
	return /** @type {LocalizedString} */ ("layoutPayment");
};

/**

* @param {Layoutpayment1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const layoutpayment1 = fr_layoutpayment1;
export { layoutpayment1 as "layoutPayment" }