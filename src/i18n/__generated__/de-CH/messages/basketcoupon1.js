/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketcoupon1Inputs */

const de_ch2_basketcoupon1 = /** @type {(inputs: Basketcoupon1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gutscheincodes können Sie am Ende des Bestellvorgangs einlösen.`)
};

/**

* @param {Basketcoupon1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const basketcoupon1 = de_ch2_basketcoupon1;
export { basketcoupon1 as "basketCoupon" }