/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketfreegift2Inputs */

const nl_basketfreegift2 = /** @type {(inputs: Basketfreegift2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gratis artikel`)
};

/**

* @param {Basketfreegift2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const basketfreegift2 = nl_basketfreegift2;
export { basketfreegift2 as "basketFreeGift" }