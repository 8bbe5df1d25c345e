/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ method: "cashOnDelivery" | "instalments" | "invoice" | "pause" }} Layoutpayment1Inputs */

const sv_layoutpayment1 = /** @type {(inputs: Layoutpayment1Inputs) => LocalizedString} */ (i) => {
	if (i?.method === "invoice") return /** @type {LocalizedString} */ (`Köp mot faktura`);
	if (i?.method === "instalments") return /** @type {LocalizedString} */ (`Delbetalning`);
	if (i?.method === "pause") return /** @type {LocalizedString} */ (`Betalpaus`);
	if (i?.method === "cashOnDelivery") return /** @type {LocalizedString} */ (`Postförskott`);
	return /** @type {LocalizedString} */ ("layoutPayment");
};

/**

* @param {Layoutpayment1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const layoutpayment1 = sv_layoutpayment1;
export { layoutpayment1 as "layoutPayment" }