/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderformsize1Inputs */

const sv_orderformsize1 = /** @type {(inputs: Orderformsize1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Storlek`)
};

/**

* @param {Orderformsize1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const orderformsize1 = sv_orderformsize1;
export { orderformsize1 as "orderformSize" }