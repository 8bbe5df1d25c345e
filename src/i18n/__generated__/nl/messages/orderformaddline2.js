/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderformaddline2Inputs */

const nl_orderformaddline2 = /** @type {(inputs: Orderformaddline2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Regel toevoegen`)
};

/**

* @param {Orderformaddline2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const orderformaddline2 = nl_orderformaddline2;
export { orderformaddline2 as "orderformAddLine" }