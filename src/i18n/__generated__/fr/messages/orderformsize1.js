/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderformsize1Inputs */

const fr_orderformsize1 = /** @type {(inputs: Orderformsize1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Taille`)
};

/**

* @param {Orderformsize1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const orderformsize1 = fr_orderformsize1;
export { orderformsize1 as "orderformSize" }