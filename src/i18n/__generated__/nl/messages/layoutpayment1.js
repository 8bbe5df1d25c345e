/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ method: "cashOnDelivery" | "instalments" | "invoice" | "pause" }} Layoutpayment1Inputs */

const nl_layoutpayment1 = /** @type {(inputs: Layoutpayment1Inputs) => LocalizedString} */ (i) => {
	if (i?.method === "invoice") return /** @type {LocalizedString} */ (`Achteraf betalen`);
	if (i?.method === "instalments") return /** @type {LocalizedString} */ (`Gespreid betalen`);
	if (i?.method === "pause") return /** @type {LocalizedString} */ (`Later betalen`);
	if (i?.method === "cashOnDelivery") return /** @type {LocalizedString} */ (`Onder rembours`);
	return /** @type {LocalizedString} */ ("layoutPayment");
};

/**

* @param {Layoutpayment1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const layoutpayment1 = nl_layoutpayment1;
export { layoutpayment1 as "layoutPayment" }