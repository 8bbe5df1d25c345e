/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderformsize1Inputs */

const de_orderformsize1 = /** @type {(inputs: Orderformsize1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Größe`)
};

/**

* @param {Orderformsize1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const orderformsize1 = de_orderformsize1;
export { orderformsize1 as "orderformSize" }