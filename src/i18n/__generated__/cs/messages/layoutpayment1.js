/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ method: "cashOnDelivery" | "instalments" | "invoice" | "pause" }} Layoutpayment1Inputs */

const cs_layoutpayment1 = /** @type {(inputs: Layoutpayment1Inputs) => LocalizedString} */ (i) => {
	if (i?.method === "invoice") return /** @type {LocalizedString} */ (`Nákup na fakturu`);
	if (i?.method === "instalments") return /** @type {LocalizedString} */ (`Nákup na splátky`);
	if (i?.method === "pause") return /** @type {LocalizedString} */ (`Odložená platba`);
	if (i?.method === "cashOnDelivery") return /** @type {LocalizedString} */ (`Dobírka`);
	return /** @type {LocalizedString} */ ("layoutPayment");
};

/**

* @param {Layoutpayment1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const layoutpayment1 = cs_layoutpayment1;
export { layoutpayment1 as "layoutPayment" }