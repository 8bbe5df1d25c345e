/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderformnosize2Inputs */

const sv_orderformnosize2 = /** @type {(inputs: Orderformnosize2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Din beställningssedel innehåller varor utan vald storlek.`)
};

/**

* @param {Orderformnosize2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const orderformnosize2 = sv_orderformnosize2;
export { orderformnosize2 as "orderformNoSize" }