/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderformaddline2Inputs */

const fr_orderformaddline2 = /** @type {(inputs: Orderformaddline2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter une ligne`)
};

/**

* @param {Orderformaddline2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const orderformaddline2 = fr_orderformaddline2;
export { orderformaddline2 as "orderformAddLine" }