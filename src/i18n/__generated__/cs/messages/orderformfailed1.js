/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderformfailed1Inputs */

const cs_orderformfailed1 = /** @type {(inputs: Orderformfailed1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zboží se nepodařilo vložit do košíku.`)
};

/**

* @param {Orderformfailed1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const orderformfailed1 = cs_orderformfailed1;
export { orderformfailed1 as "orderformFailed" }