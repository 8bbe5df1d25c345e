/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketfreegift2Inputs */

const sv_basketfreegift2 = /** @type {(inputs: Basketfreegift2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gratis present`)
};

/**

* @param {Basketfreegift2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const basketfreegift2 = sv_basketfreegift2;
export { basketfreegift2 as "basketFreeGift" }