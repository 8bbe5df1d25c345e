/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderformaddline2Inputs */

const sv_orderformaddline2 = /** @type {(inputs: Orderformaddline2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lägg till rad`)
};

/**

* @param {Orderformaddline2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const orderformaddline2 = sv_orderformaddline2;
export { orderformaddline2 as "orderformAddLine" }