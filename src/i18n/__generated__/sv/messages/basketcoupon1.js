/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketcoupon1Inputs */

const sv_basketcoupon1 = /** @type {(inputs: Basketcoupon1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rabattkoder kan du lösa in i slutet av beställningen.`)
};

/**

* @param {Basketcoupon1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const basketcoupon1 = sv_basketcoupon1;
export { basketcoupon1 as "basketCoupon" }