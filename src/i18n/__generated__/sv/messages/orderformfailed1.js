/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderformfailed1Inputs */

const sv_orderformfailed1 = /** @type {(inputs: Orderformfailed1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Varorna kunde inte läggas i varukorgen.`)
};

/**

* @param {Orderformfailed1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const orderformfailed1 = sv_orderformfailed1;
export { orderformfailed1 as "orderformFailed" }