/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderformaddline2Inputs */

const sk_orderformaddline2 = /** @type {(inputs: Orderformaddline2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pridať ďalší riadok`)
};

/**

* @param {Orderformaddline2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const orderformaddline2 = sk_orderformaddline2;
export { orderformaddline2 as "orderformAddLine" }