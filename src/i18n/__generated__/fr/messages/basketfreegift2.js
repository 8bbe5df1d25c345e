/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketfreegift2Inputs */

const fr_basketfreegift2 = /** @type {(inputs: Basketfreegift2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Article offert`)
};

/**

* @param {Basketfreegift2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const basketfreegift2 = fr_basketfreegift2;
export { basketfreegift2 as "basketFreeGift" }